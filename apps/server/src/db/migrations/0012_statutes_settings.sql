-- Data only: the statutes' rules for the general assembly (issue 28) become the association's settings,
-- section `statutes`, starting as the defaults of common statutes (the contract's
-- association-settings-seed.ts): the voters are the members current on the assembly's day, honorary
-- members not voting, a convocation 15 days ahead, no quorum, a simple majority for ordinary
-- resolutions and two thirds to change the statutes or dissolve the association, 2 proxies per member,
-- and a second assembly without quorum allowed. The admins set their association's own statutes.
INSERT INTO "association_settings" ("section", "version", "value") VALUES
  ('statutes', 1, $settings${"voterCutOffDaysBefore":0,"honoraryMembersVote":false,"convocationDaysBefore":15,"quorumPercent":0,"majorities":{"ordinary":"simple","statutesChange":"two-thirds","dissolution":"two-thirds"},"proxiesPerMember":2,"secondAssemblyWithoutQuorum":true}$settings$::jsonb);
