-- Data only: the dues (durations, prices, the one proposed first) and the invoice's legal mentions
-- become the association's settings, section `dues`, starting as the values the site held in code
-- until 1.1 (`MEMBERSHIP_PRICES`, `INVOICE_MENTIONS.vat`; the contract's association-settings-seed.ts),
-- so that an upgraded site asks the same dues. Memberships already recorded keep their own amounts.
INSERT INTO "association_settings" ("section", "version", "value") VALUES
  ('dues', 1, $settings${"offers":[{"durationMonths":6,"amountCents":1500},{"durationMonths":12,"amountCents":2500},{"durationMonths":24,"amountCents":4500},{"durationMonths":36,"amountCents":6500}],"defaultDurationMonths":12,"invoiceMentions":{"vat":"Cotisation hors du champ d'application de la TVA","additional":""}}$settings$::jsonb);
