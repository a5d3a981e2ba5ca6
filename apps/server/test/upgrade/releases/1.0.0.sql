-- The database as Action Plus 1.0.0 left it, filled by test/upgrade/make-release-fixture.ts.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: drizzle; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA drizzle;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: __drizzle_migrations; Type: TABLE; Schema: drizzle; Owner: -
--

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL,
    created_at bigint
);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE; Schema: drizzle; Owner: -
--

CREATE SEQUENCE drizzle.__drizzle_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: drizzle; Owner: -
--

ALTER SEQUENCE drizzle.__drizzle_migrations_id_seq OWNED BY drizzle.__drizzle_migrations.id;


--
-- Name: contact_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_messages (
    id integer NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    subject text,
    message text NOT NULL,
    user_id integer,
    status text DEFAULT 'unread'::text NOT NULL,
    read_at timestamp with time zone,
    reply_subject text,
    reply_message text,
    replied_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: contact_messages_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.contact_messages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: contact_messages_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.contact_messages_id_seq OWNED BY public.contact_messages.id;


--
-- Name: donations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.donations (
    id integer NOT NULL,
    amount_cents integer NOT NULL,
    method text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    donor_first_name text NOT NULL,
    donor_last_name text NOT NULL,
    donor_email text NOT NULL,
    donor_address text NOT NULL,
    donor_postal_code text NOT NULL,
    donor_city text NOT NULL,
    donor_country text DEFAULT 'France'::text NOT NULL,
    user_id integer,
    recorded_by integer,
    received_on date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    confirmed_at timestamp with time zone,
    cancelled_at timestamp with time zone
);


--
-- Name: donations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.donations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: donations_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.donations_id_seq OWNED BY public.donations.id;


--
-- Name: event_series; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_series (
    id integer NOT NULL,
    frequency text NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: event_series_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.event_series_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: event_series_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.event_series_id_seq OWNED BY public.event_series.id;


--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    id integer NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    type text,
    location text NOT NULL,
    image text,
    images text[] DEFAULT '{}'::text[] NOT NULL,
    max_participants integer DEFAULT 50 NOT NULL,
    is_featured boolean DEFAULT false NOT NULL,
    is_sample boolean DEFAULT false NOT NULL,
    series_id integer,
    reminders_queued_at timestamp with time zone,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: events_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.events_id_seq OWNED BY public.events.id;


--
-- Name: invoice_counters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_counters (
    year integer NOT NULL,
    last_sequence integer NOT NULL
);


--
-- Name: invoices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices (
    id integer NOT NULL,
    membership_id integer,
    year integer NOT NULL,
    sequence integer NOT NULL,
    number text NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    billed_name text NOT NULL,
    billed_email text NOT NULL,
    member_number text NOT NULL,
    membership_type text NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    duration_months integer NOT NULL,
    amount_cents integer NOT NULL
);


--
-- Name: invoices_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.invoices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: invoices_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.invoices_id_seq OWNED BY public.invoices.id;


--
-- Name: mail_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mail_outbox (
    id integer NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    attachments jsonb DEFAULT '[]'::jsonb NOT NULL,
    headers jsonb DEFAULT '{}'::jsonb NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mail_outbox_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mail_outbox_id_seq OWNED BY public.mail_outbox.id;


--
-- Name: membership_reminders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.membership_reminders (
    id integer NOT NULL,
    membership_id integer NOT NULL,
    kind text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: membership_reminders_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.membership_reminders_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: membership_reminders_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.membership_reminders_id_seq OWNED BY public.membership_reminders.id;


--
-- Name: memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memberships (
    id integer NOT NULL,
    user_id integer NOT NULL,
    membership_type text NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    duration_months integer NOT NULL,
    amount_cents integer NOT NULL,
    renewal_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: memberships_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.memberships_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: memberships_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.memberships_id_seq OWNED BY public.memberships.id;


--
-- Name: one_time_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.one_time_tokens (
    id integer NOT NULL,
    user_id integer NOT NULL,
    purpose text NOT NULL,
    token_hash text NOT NULL,
    email text,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: one_time_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.one_time_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: one_time_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.one_time_tokens_id_seq OWNED BY public.one_time_tokens.id;


--
-- Name: payments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payments (
    id integer NOT NULL,
    purpose text NOT NULL,
    checkout_intent_id text NOT NULL,
    order_id text,
    status text DEFAULT 'pending'::text NOT NULL,
    amount_cents integer NOT NULL,
    user_id integer,
    membership_type text,
    duration_months integer,
    membership_id integer,
    donation_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_at timestamp with time zone
);


--
-- Name: payments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.payments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: payments_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.payments_id_seq OWNED BY public.payments.id;


--
-- Name: rate_limit_counters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limit_counters (
    key text NOT NULL,
    hits integer NOT NULL,
    window_ends_at timestamp with time zone NOT NULL
);


--
-- Name: refresh_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.refresh_tokens (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token_hash text NOT NULL,
    family_id text NOT NULL,
    signed_in_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    rotated_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.refresh_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.refresh_tokens_id_seq OWNED BY public.refresh_tokens.id;


--
-- Name: registrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registrations (
    id integer NOT NULL,
    event_id integer NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: registrations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.registrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: registrations_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.registrations_id_seq OWNED BY public.registrations.id;


--
-- Name: tax_receipt_counters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tax_receipt_counters (
    year integer NOT NULL,
    last_sequence integer NOT NULL
);


--
-- Name: tax_receipts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tax_receipts (
    id integer NOT NULL,
    kind text NOT NULL,
    donation_id integer,
    year integer NOT NULL,
    sequence integer NOT NULL,
    number text NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    donor_name text NOT NULL,
    donor_email text NOT NULL,
    donor_address text NOT NULL,
    amount_cents integer NOT NULL,
    payment_date date,
    payment_methods text[] NOT NULL,
    user_id integer,
    cancelled_at timestamp with time zone,
    replaced_by_id integer
);


--
-- Name: tax_receipts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tax_receipts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tax_receipts_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tax_receipts_id_seq OWNED BY public.tax_receipts.id;


--
-- Name: uploads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.uploads (
    id text NOT NULL,
    card_image bytea NOT NULL,
    full_image bytea NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    uploaded_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    username text NOT NULL,
    email text NOT NULL,
    password_hash text,
    role text DEFAULT 'user'::text NOT NULL,
    profile_image text,
    google_subject text,
    email_verified_at timestamp with time zone,
    session_version integer DEFAULT 0 NOT NULL,
    event_reminders_enabled boolean DEFAULT true NOT NULL,
    calendar_feed_token text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;


--
-- Name: waiting_list_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.waiting_list_entries (
    id integer NOT NULL,
    event_id integer NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: waiting_list_entries_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.waiting_list_entries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: waiting_list_entries_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.waiting_list_entries_id_seq OWNED BY public.waiting_list_entries.id;


--
-- Name: __drizzle_migrations id; Type: DEFAULT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations ALTER COLUMN id SET DEFAULT nextval('drizzle.__drizzle_migrations_id_seq'::regclass);


--
-- Name: contact_messages id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages ALTER COLUMN id SET DEFAULT nextval('public.contact_messages_id_seq'::regclass);


--
-- Name: donations id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.donations ALTER COLUMN id SET DEFAULT nextval('public.donations_id_seq'::regclass);


--
-- Name: event_series id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series ALTER COLUMN id SET DEFAULT nextval('public.event_series_id_seq'::regclass);


--
-- Name: events id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events ALTER COLUMN id SET DEFAULT nextval('public.events_id_seq'::regclass);


--
-- Name: invoices id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices ALTER COLUMN id SET DEFAULT nextval('public.invoices_id_seq'::regclass);


--
-- Name: mail_outbox id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox ALTER COLUMN id SET DEFAULT nextval('public.mail_outbox_id_seq'::regclass);


--
-- Name: membership_reminders id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_reminders ALTER COLUMN id SET DEFAULT nextval('public.membership_reminders_id_seq'::regclass);


--
-- Name: memberships id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships ALTER COLUMN id SET DEFAULT nextval('public.memberships_id_seq'::regclass);


--
-- Name: one_time_tokens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.one_time_tokens ALTER COLUMN id SET DEFAULT nextval('public.one_time_tokens_id_seq'::regclass);


--
-- Name: payments id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments ALTER COLUMN id SET DEFAULT nextval('public.payments_id_seq'::regclass);


--
-- Name: refresh_tokens id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens ALTER COLUMN id SET DEFAULT nextval('public.refresh_tokens_id_seq'::regclass);


--
-- Name: registrations id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registrations ALTER COLUMN id SET DEFAULT nextval('public.registrations_id_seq'::regclass);


--
-- Name: tax_receipts id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts ALTER COLUMN id SET DEFAULT nextval('public.tax_receipts_id_seq'::regclass);


--
-- Name: users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);


--
-- Name: waiting_list_entries id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waiting_list_entries ALTER COLUMN id SET DEFAULT nextval('public.waiting_list_entries_id_seq'::regclass);


--
-- Data for Name: __drizzle_migrations; Type: TABLE DATA; Schema: drizzle; Owner: -
--

INSERT INTO drizzle.__drizzle_migrations VALUES (1, '924ea5c495085ce5fb5ac89de7225b29b4cd9985b600985f2e668f228ec267de', 1795525643689);


--
-- Data for Name: contact_messages; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.contact_messages VALUES (1, 'Paul Martin', 'paul.martin@exemple.fr', 'Bénévolat', 'Bonjour, je voudrais aider lors du prochain concert.', NULL, 'unread', NULL, NULL, NULL, NULL, '2026-11-25 16:23:01.938528+00');
INSERT INTO public.contact_messages VALUES (2, 'Şükrü Yılmaz-Łukasiewicz', 'sukru@exemple.fr', 'Adhésion', 'Puis-je payer ma cotisation en deux fois ?', 2, 'answered', '2026-11-25 16:23:02.137127+00', 'Re : votre message', 'Merci pour votre message, à bientôt.', '2026-11-25 16:23:02.126+00', '2026-11-25 16:23:02.000967+00');


--
-- Data for Name: donations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.donations VALUES (1, 4000, 'carte', 'confirmed', 'Şükrü', 'Yılmaz-Łukasiewicz', 'sukru@exemple.fr', '3 rue Ğ', '57000', 'Metz', 'France', 2, NULL, '2026-11-25', '2026-11-25 16:23:00.077688+00', '2026-11-25 16:23:00.302+00', NULL);
INSERT INTO public.donations VALUES (2, 1500, 'carte', 'confirmed', 'Αλέξανδρος', '王小明', 'visiteur@exemple.fr', '1 place d’Armes', '57000', 'Metz', 'France', NULL, NULL, '2026-11-25', '2026-11-25 16:23:00.755718+00', '2026-11-25 16:23:00.902+00', NULL);
INSERT INTO public.donations VALUES (3, 12000, 'cheque', 'confirmed', 'Jeanne', 'Müller', 'jeanne.muller@exemple.fr', '8 rue Serpenoise', '57000', 'Metz', 'France', NULL, 1, '2026-11-25', '2026-11-25 16:23:01.493123+00', '2026-11-25 16:23:01.511+00', NULL);
INSERT INTO public.donations VALUES (4, 3000, 'carte', 'pending', 'Αλέξανδρος', '王小明', 'visiteur@exemple.fr', '1 place d’Armes', '57000', 'Metz', 'France', NULL, NULL, NULL, '2026-11-25 16:23:01.797106+00', NULL, NULL);


--
-- Data for Name: event_series; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_series VALUES (1, 'weekly', 1, '2026-11-25 16:22:55.134567+00');


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.events VALUES (1, 'Concert de saz et de oud', 'Musiques d’Anatolie et du Levant, par les élèves de l’atelier.', '2026-12-25 19:00:00+00', 'concert', 'Metz, salle Braun', NULL, '{}', 1, false, false, NULL, NULL, 1, '2026-11-25 16:22:54.535593+00');
INSERT INTO public.events VALUES (2, 'Atelier de français', 'Conversation en petits groupes, tous niveaux.', '2026-12-02 17:30:00+00', 'atelier', 'Metz, Borny', NULL, '{}', 12, false, false, 1, NULL, 1, '2026-11-25 16:22:55.134567+00');
INSERT INTO public.events VALUES (3, 'Atelier de français', 'Conversation en petits groupes, tous niveaux.', '2026-12-09 17:30:00+00', 'atelier', 'Metz, Borny', NULL, '{}', 12, false, false, 1, NULL, 1, '2026-11-25 16:22:55.134567+00');
INSERT INTO public.events VALUES (4, 'Atelier de français', 'Conversation en petits groupes, tous niveaux.', '2026-12-16 17:30:00+00', 'atelier', 'Metz, Borny', NULL, '{}', 12, false, false, 1, NULL, 1, '2026-11-25 16:22:55.134567+00');
INSERT INTO public.events VALUES (5, 'Atelier de français', 'Conversation en petits groupes, tous niveaux.', '2026-12-23 17:30:00+00', 'atelier', 'Metz, Borny', NULL, '{}', 12, false, false, 1, NULL, 1, '2026-11-25 16:22:55.134567+00');
INSERT INTO public.events VALUES (6, 'Repas partagé', 'Description de test.', '2026-11-26 22:22:55.288+00', NULL, 'Metz', NULL, '{}', 30, false, false, NULL, '2026-11-25 17:01:00+00', NULL, '2026-11-25 16:22:55.291033+00');
INSERT INTO public.events VALUES (7, 'Fête de quartier', 'Description de test.', '2026-10-16 16:22:55.63+00', NULL, 'Metz', NULL, '{}', 200, false, false, NULL, NULL, NULL, '2026-11-25 16:22:55.641126+00');


--
-- Data for Name: invoice_counters; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.invoice_counters VALUES (2026, 2);


--
-- Data for Name: invoices; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.invoices VALUES (1, 1, 2026, 1, '2026-0001', '2026-11-25 16:22:55.74+00', 'Şükrü Yılmaz-Łukasiewicz', 'sukru@exemple.fr', '2A2026', 'standard', '2026-11-25', '2027-11-25', 12, 2500);
INSERT INTO public.invoices VALUES (2, 2, 2026, 2, '2026-0002', '2026-11-25 16:22:56.489+00', 'Nguyễn Thị Minh Khai', 'minh@exemple.fr', '3A2026', 'standard', '2026-11-25', '2027-11-25', 12, 2500);


--
-- Data for Name: mail_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mail_outbox VALUES (2, 'minh@exemple.fr', 'Confirmez votre adresse e-mail – Action Plus', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:52.794+00', '2026-11-25 16:22:52.657103+00');
INSERT INTO public.mail_outbox VALUES (1, 'sukru@exemple.fr', 'Confirmez votre adresse e-mail – Action Plus', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:52.265+00', '2026-11-25 16:22:51.976347+00');
INSERT INTO public.mail_outbox VALUES (4, 'sukru@exemple.fr', 'Inscription confirmée : Concert de saz et de oud', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:55.09+00', '2026-11-25 16:22:54.610357+00');
INSERT INTO public.mail_outbox VALUES (3, 'layla@exemple.fr', 'Confirmez votre adresse e-mail – Action Plus', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:53.246+00', '2026-11-25 16:22:53.076525+00');
INSERT INTO public.mail_outbox VALUES (6, 'sukru@exemple.fr', 'Inscription confirmée : Repas partagé', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:55.619+00', '2026-11-25 16:22:55.359372+00');
INSERT INTO public.mail_outbox VALUES (5, 'minh@exemple.fr', 'Inscription confirmée : Atelier de français', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:55.402+00', '2026-11-25 16:22:55.180291+00');
INSERT INTO public.mail_outbox VALUES (7, 'sukru@exemple.fr', 'Rappel : Repas partagé, demain à 23 h 22', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:55.778+00', '2026-11-25 16:22:55.52912+00');
INSERT INTO public.mail_outbox VALUES (9, 'layla@exemple.fr', 'Votre adhésion à Action Plus se termine le 15 décembre 2026', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:00.12+00', '2026-11-25 16:22:59.934508+00');
INSERT INTO public.mail_outbox VALUES (12, 'jeanne.muller@exemple.fr', 'Merci pour votre don – votre reçu fiscal n° 2026-0003', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:01.941+00', '2026-11-25 16:23:01.493123+00');
INSERT INTO public.mail_outbox VALUES (8, 'minh@exemple.fr', 'Paiement reçu : votre adhésion à Action Plus', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:22:59.892+00', '2026-11-25 16:22:56.368296+00');
INSERT INTO public.mail_outbox VALUES (10, 'sukru@exemple.fr', 'Merci pour votre don – votre reçu fiscal n° 2026-0001', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:00.865+00', '2026-11-25 16:23:00.286834+00');
INSERT INTO public.mail_outbox VALUES (11, 'visiteur@exemple.fr', 'Merci pour votre don – votre reçu fiscal n° 2026-0002', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:01.749+00', '2026-11-25 16:23:00.886851+00');
INSERT INTO public.mail_outbox VALUES (13, 'contact@actionplusmetz.org', 'Nouveau message de contact : Bénévolat', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:02.01+00', '2026-11-25 16:23:01.957023+00');
INSERT INTO public.mail_outbox VALUES (14, 'contact@actionplusmetz.org', 'Nouveau message de contact : Adhésion', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:02.116+00', '2026-11-25 16:23:02.007326+00');
INSERT INTO public.mail_outbox VALUES (15, 'sukru@exemple.fr', 'Re : votre message', '', '', '[]', '{}', 1, NULL, '2026-11-25 16:23:02.16+00', '2026-11-25 16:23:02.109126+00');


--
-- Data for Name: membership_reminders; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.membership_reminders VALUES (1, 3, 'ends-in-30-days', '2026-11-25 16:22:59.89+00');


--
-- Data for Name: memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memberships VALUES (1, 2, 'standard', '2026-11-25', '2027-11-25', 12, 2500, 0, '2026-11-25 16:22:55.707307+00');
INSERT INTO public.memberships VALUES (2, 3, 'standard', '2026-11-25', '2027-11-25', 12, 2500, 0, '2026-11-25 16:22:56.368296+00');
INSERT INTO public.memberships VALUES (3, 4, 'standard', '2025-12-15', '2026-12-15', 12, 2500, 0, '2026-11-25 16:22:59.86404+00');


--
-- Data for Name: one_time_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.one_time_tokens VALUES (3, 4, 'email_verification', '90e1d9f591af9ef8605c86e67d674bc37ec3927f01b11efae220d156c3837223', 'layla@exemple.fr', '2026-12-02 16:22:53.057+00', NULL, '2026-11-25 16:22:53.027036+00');


--
-- Data for Name: payments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.payments VALUES (1, 'membership', '104101', '131401', 'paid', 2500, 3, 'standard', 12, 2, NULL, '2026-11-25 16:22:55.839995+00', '2026-11-25 16:22:56.401+00');
INSERT INTO public.payments VALUES (2, 'donation', '104102', '131402', 'paid', 4000, 2, NULL, NULL, NULL, 1, '2026-11-25 16:23:00.097176+00', '2026-11-25 16:23:00.295+00');
INSERT INTO public.payments VALUES (3, 'donation', '104103', '131403', 'paid', 1500, NULL, NULL, NULL, NULL, 2, '2026-11-25 16:23:00.777106+00', '2026-11-25 16:23:00.888+00');
INSERT INTO public.payments VALUES (4, 'donation', '104104', NULL, 'pending', 3000, NULL, NULL, NULL, NULL, 4, '2026-11-25 16:23:01.821103+00', NULL);


--
-- Data for Name: rate_limit_counters; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rate_limit_counters VALUES ('address:POST /api/auth/register:127.0.0.1', 3, '2026-11-25 16:23:51.650762+00');
INSERT INTO public.rate_limit_counters VALUES ('address:POST /api/memberships/me/checkout:127.0.0.1', 1, '2026-11-25 16:23:55.794222+00');
INSERT INTO public.rate_limit_counters VALUES ('address:POST /api/donations/checkout:127.0.0.1', 3, '2026-11-25 16:24:00.053142+00');
INSERT INTO public.rate_limit_counters VALUES ('address:POST /api/contact:127.0.0.1', 2, '2026-11-25 16:24:01.897112+00');
INSERT INTO public.rate_limit_counters VALUES ('address:POST /api/auth/login:127.0.0.1', 5, '2026-11-25 16:23:51.194992+00');
INSERT INTO public.rate_limit_counters VALUES ('login:user:4', 1, '2026-11-25 16:38:02.165978+00');


--
-- Data for Name: refresh_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.refresh_tokens VALUES (1, 1, 'de97feb9cd79ad954ccc32714b9dc740cd620e789929a82f71a73aafb4af9aa5', '70274fac-215c-4357-a23b-4974619be682', '2026-11-25 16:22:51.493+00', '2026-12-09 16:22:51.494+00', NULL, NULL, '2026-11-25 16:22:51.450898+00');
INSERT INTO public.refresh_tokens VALUES (2, 2, 'cfd3822e07bbabe24e9e64309f3eca04d83b8e354135fe44e29b33f7a6d7cf19', 'fffc7d1f-91be-4aeb-a413-1ed2fa50a06b', '2026-11-25 16:22:52.071+00', '2026-12-09 16:22:52.071+00', NULL, NULL, '2026-11-25 16:22:52.025109+00');
INSERT INTO public.refresh_tokens VALUES (3, 3, 'd11fe9e62b5b01b11563cfbd5ef50e5e7a9036c4643a1ccb54f71d2d28b07804', '9e0e85e7-8916-435e-937c-25ef90303364', '2026-11-25 16:22:52.689+00', '2026-12-09 16:22:52.689+00', NULL, NULL, '2026-11-25 16:22:52.673102+00');
INSERT INTO public.refresh_tokens VALUES (4, 4, 'ce5747ed694bc72edc64fc53a8ddee0b691a73957eae15ba62986b4510b529fa', '8c79b752-2618-43c0-bcdf-65dfd9565046', '2026-11-25 16:22:53.103+00', '2026-12-09 16:22:53.103+00', NULL, NULL, '2026-11-25 16:22:53.09801+00');
INSERT INTO public.refresh_tokens VALUES (5, 2, '30755d5bb6a9cd1cce4c0917d074ab88179981746f6194a2738d18de3d5ee6c3', '66e1e36d-ddef-4b4f-8ec8-5bc3cfe5d247', '2026-11-25 16:22:53.471+00', '2026-12-09 16:22:53.471+00', NULL, NULL, '2026-11-25 16:22:53.458131+00');
INSERT INTO public.refresh_tokens VALUES (6, 3, 'ebcae4d2f09e27653c97210448fb381b426bc326dea085fbad7cfb41743a7719', 'ce6ffed8-5d86-4a50-bc70-d9a5008025dc', '2026-11-25 16:22:53.684+00', '2026-12-09 16:22:53.685+00', NULL, NULL, '2026-11-25 16:22:53.654716+00');
INSERT INTO public.refresh_tokens VALUES (7, 4, '0f08ca21e5519deebf5344d9b8aeaf696045f49feb462ece744e000089c8fa31', '568c65e4-b248-4297-a365-71a237aa49b4', '2026-11-25 16:22:53.901+00', '2026-12-09 16:22:53.901+00', NULL, NULL, '2026-11-25 16:22:53.881116+00');


--
-- Data for Name: registrations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.registrations VALUES (1, 1, 2, '2026-11-25 16:22:54.610357+00');
INSERT INTO public.registrations VALUES (2, 2, 3, '2026-11-25 16:22:55.180291+00');
INSERT INTO public.registrations VALUES (3, 6, 2, '2026-11-25 16:22:55.359372+00');


--
-- Data for Name: tax_receipt_counters; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tax_receipt_counters VALUES (2026, 3);


--
-- Data for Name: tax_receipts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tax_receipts VALUES (1, 'single', 1, 2026, 1, '2026-0001', '2026-11-25 16:23:00.302+00', 'Şükrü Yılmaz-Łukasiewicz', 'sukru@exemple.fr', '3 rue Ğ
57000 Metz
France', 4000, '2026-11-25', '{"Carte bancaire"}', 2, NULL, NULL);
INSERT INTO public.tax_receipts VALUES (2, 'single', 2, 2026, 2, '2026-0002', '2026-11-25 16:23:00.902+00', 'Αλέξανδρος 王小明', 'visiteur@exemple.fr', '1 place d’Armes
57000 Metz
France', 1500, '2026-11-25', '{"Carte bancaire"}', NULL, NULL, NULL);
INSERT INTO public.tax_receipts VALUES (3, 'single', 3, 2026, 3, '2026-0003', '2026-11-25 16:23:01.511+00', 'Jeanne Müller', 'jeanne.muller@exemple.fr', '8 rue Serpenoise
57000 Metz
France', 12000, '2026-11-25', '{Chèque}', NULL, NULL, NULL);


--
-- Data for Name: uploads; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.uploads VALUES ('1edc1d5cd705e96632c5126f3b3d9579', '\x524946464c0000005745425056503820400000009003009d012a400030003e6d369849242322a122a800800d8967007600002a34c6387c198000feed4ddfffadaf6de1941ffff5067fe419ff9067e9e000000000', '\x524946464c0000005745425056503820400000009003009d012a400030003e6d369849242322a122a800800d8967007600002a34c6387c198000feed4ddfffadaf6de1941ffff5067fe419ff9067e9e000000000', 64, 48, 1, '2026-11-25 16:22:54.437582+00');


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES (1, 'Claire', 'Dubois', 'claire.admin', 'admin@exemple.fr', '$argon2id$v=19$m=19456,t=2,p=1$akINuQO7BYGQykmg8qwbEA$Fe1yXtI7jXSju5H81nYwoQQrD/6KMtLXakUjtXssl3w', 'admin', NULL, NULL, '2026-11-25 16:22:51.081+00', 0, true, NULL, '2026-11-25 16:22:51.12806+00');
INSERT INTO public.users VALUES (2, 'Şükrü', 'Yılmaz-Łukasiewicz', 'sukru', 'sukru@exemple.fr', '$argon2id$v=19$m=19456,t=2,p=1$MYJTkEINDq0hakJbMVcrcw$GSo7/ZPCLk6Wf3WoH3GjH6o3+eMvyUf6WNX/1FjhpeE', 'user', NULL, NULL, '2026-11-25 16:22:52.222+00', 0, true, NULL, '2026-11-25 16:22:51.880766+00');
INSERT INTO public.users VALUES (3, 'Nguyễn Thị', 'Minh Khai', 'minh', 'minh@exemple.fr', '$argon2id$v=19$m=19456,t=2,p=1$KoLpq/twWZN4+OhJl8jTTA$UXbg5QaF8O3hbB/pAR7YhmvPktiaep7qk3+/1TbMpZ0', 'user', NULL, NULL, '2026-11-25 16:22:52.781+00', 0, true, NULL, '2026-11-25 16:22:52.602943+00');
INSERT INTO public.users VALUES (4, 'ليلى', 'Ахмедова', 'layla', 'layla@exemple.fr', '$argon2id$v=19$m=19456,t=2,p=1$oazeJZ5BpQawHFI0M9x8Og$Y/yGoYWN4jOLOBtiMYH+IRDo/P08OXfnhYrnR89BdpA', 'user', NULL, NULL, NULL, 0, true, NULL, '2026-11-25 16:22:52.977102+00');


--
-- Data for Name: waiting_list_entries; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.waiting_list_entries VALUES (1, 1, 3, '2026-11-25 16:22:55.003404+00');
INSERT INTO public.waiting_list_entries VALUES (2, 1, 4, '2026-11-25 16:22:55.102609+00');


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE SET; Schema: drizzle; Owner: -
--

SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 1, true);


--
-- Name: contact_messages_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.contact_messages_id_seq', 2, true);


--
-- Name: donations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.donations_id_seq', 4, true);


--
-- Name: event_series_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.event_series_id_seq', 1, true);


--
-- Name: events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.events_id_seq', 7, true);


--
-- Name: invoices_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.invoices_id_seq', 2, true);


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.mail_outbox_id_seq', 15, true);


--
-- Name: membership_reminders_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.membership_reminders_id_seq', 1, true);


--
-- Name: memberships_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.memberships_id_seq', 3, true);


--
-- Name: one_time_tokens_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.one_time_tokens_id_seq', 3, true);


--
-- Name: payments_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.payments_id_seq', 4, true);


--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.refresh_tokens_id_seq', 7, true);


--
-- Name: registrations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.registrations_id_seq', 3, true);


--
-- Name: tax_receipts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tax_receipts_id_seq', 3, true);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.users_id_seq', 4, true);


--
-- Name: waiting_list_entries_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.waiting_list_entries_id_seq', 2, true);


--
-- Name: __drizzle_migrations __drizzle_migrations_pkey; Type: CONSTRAINT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations
    ADD CONSTRAINT __drizzle_migrations_pkey PRIMARY KEY (id);


--
-- Name: contact_messages contact_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);


--
-- Name: donations donations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.donations
    ADD CONSTRAINT donations_pkey PRIMARY KEY (id);


--
-- Name: event_series event_series_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series
    ADD CONSTRAINT event_series_pkey PRIMARY KEY (id);


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);


--
-- Name: invoice_counters invoice_counters_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_counters
    ADD CONSTRAINT invoice_counters_pkey PRIMARY KEY (year);


--
-- Name: invoices invoices_membership_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_membership_id_unique UNIQUE (membership_id);


--
-- Name: invoices invoices_number_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_number_unique UNIQUE (number);


--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);


--
-- Name: invoices invoices_year_sequence_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_year_sequence_unique UNIQUE (year, sequence);


--
-- Name: mail_outbox mail_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);


--
-- Name: membership_reminders membership_reminders_membership_kind_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_reminders
    ADD CONSTRAINT membership_reminders_membership_kind_unique UNIQUE (membership_id, kind);


--
-- Name: membership_reminders membership_reminders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_reminders
    ADD CONSTRAINT membership_reminders_pkey PRIMARY KEY (id);


--
-- Name: memberships memberships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (id);


--
-- Name: one_time_tokens one_time_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.one_time_tokens
    ADD CONSTRAINT one_time_tokens_pkey PRIMARY KEY (id);


--
-- Name: one_time_tokens one_time_tokens_token_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.one_time_tokens
    ADD CONSTRAINT one_time_tokens_token_hash_unique UNIQUE (token_hash);


--
-- Name: payments payments_checkout_intent_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_checkout_intent_id_unique UNIQUE (checkout_intent_id);


--
-- Name: payments payments_donation_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_donation_id_unique UNIQUE (donation_id);


--
-- Name: payments payments_membership_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_membership_id_unique UNIQUE (membership_id);


--
-- Name: payments payments_order_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_order_id_unique UNIQUE (order_id);


--
-- Name: payments payments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);


--
-- Name: rate_limit_counters rate_limit_counters_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limit_counters
    ADD CONSTRAINT rate_limit_counters_pkey PRIMARY KEY (key);


--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);


--
-- Name: refresh_tokens refresh_tokens_token_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_hash_unique UNIQUE (token_hash);


--
-- Name: registrations registrations_event_user_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_event_user_unique UNIQUE (event_id, user_id);


--
-- Name: registrations registrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_pkey PRIMARY KEY (id);


--
-- Name: tax_receipt_counters tax_receipt_counters_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipt_counters
    ADD CONSTRAINT tax_receipt_counters_pkey PRIMARY KEY (year);


--
-- Name: tax_receipts tax_receipts_donation_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_donation_id_unique UNIQUE (donation_id);


--
-- Name: tax_receipts tax_receipts_number_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_number_unique UNIQUE (number);


--
-- Name: tax_receipts tax_receipts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_pkey PRIMARY KEY (id);


--
-- Name: tax_receipts tax_receipts_year_sequence_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_year_sequence_unique UNIQUE (year, sequence);


--
-- Name: uploads uploads_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.uploads
    ADD CONSTRAINT uploads_pkey PRIMARY KEY (id);


--
-- Name: users users_calendar_feed_token_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_calendar_feed_token_unique UNIQUE (calendar_feed_token);


--
-- Name: users users_google_subject_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_google_subject_unique UNIQUE (google_subject);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: waiting_list_entries waiting_list_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waiting_list_entries
    ADD CONSTRAINT waiting_list_entries_pkey PRIMARY KEY (id);


--
-- Name: waiting_list_entries waiting_list_event_user_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waiting_list_entries
    ADD CONSTRAINT waiting_list_event_user_unique UNIQUE (event_id, user_id);


--
-- Name: contact_messages_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_created_idx ON public.contact_messages USING btree (created_at);


--
-- Name: contact_messages_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_user_idx ON public.contact_messages USING btree (user_id);


--
-- Name: donations_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX donations_email_idx ON public.donations USING btree (lower(donor_email));


--
-- Name: donations_received_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX donations_received_idx ON public.donations USING btree (received_on);


--
-- Name: donations_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX donations_user_idx ON public.donations USING btree (user_id);


--
-- Name: events_series_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_series_idx ON public.events USING btree (series_id);


--
-- Name: events_starts_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_starts_at_idx ON public.events USING btree (starts_at);


--
-- Name: memberships_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memberships_user_idx ON public.memberships USING btree (user_id);


--
-- Name: one_time_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX one_time_tokens_user_idx ON public.one_time_tokens USING btree (user_id);


--
-- Name: payments_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_created_idx ON public.payments USING btree (created_at);


--
-- Name: payments_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_user_idx ON public.payments USING btree (user_id);


--
-- Name: rate_limit_counters_window_ends_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rate_limit_counters_window_ends_idx ON public.rate_limit_counters USING btree (window_ends_at);


--
-- Name: refresh_tokens_family_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refresh_tokens_family_idx ON public.refresh_tokens USING btree (family_id);


--
-- Name: refresh_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refresh_tokens_user_idx ON public.refresh_tokens USING btree (user_id);


--
-- Name: registrations_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX registrations_user_idx ON public.registrations USING btree (user_id);


--
-- Name: tax_receipts_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tax_receipts_user_idx ON public.tax_receipts USING btree (user_id);


--
-- Name: users_email_lower_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_email_lower_unique ON public.users USING btree (lower(email));


--
-- Name: users_username_lower_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_username_lower_unique ON public.users USING btree (lower(username));


--
-- Name: waiting_list_event_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waiting_list_event_order_idx ON public.waiting_list_entries USING btree (event_id, created_at, id);


--
-- Name: waiting_list_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waiting_list_user_idx ON public.waiting_list_entries USING btree (user_id);


--
-- Name: contact_messages contact_messages_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: donations donations_recorded_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.donations
    ADD CONSTRAINT donations_recorded_by_users_id_fk FOREIGN KEY (recorded_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: donations donations_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.donations
    ADD CONSTRAINT donations_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: event_series event_series_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series
    ADD CONSTRAINT event_series_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: events events_created_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: events events_series_id_event_series_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_series_id_event_series_id_fk FOREIGN KEY (series_id) REFERENCES public.event_series(id) ON DELETE SET NULL;


--
-- Name: invoices invoices_membership_id_memberships_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_membership_id_memberships_id_fk FOREIGN KEY (membership_id) REFERENCES public.memberships(id) ON DELETE SET NULL;


--
-- Name: membership_reminders membership_reminders_membership_id_memberships_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.membership_reminders
    ADD CONSTRAINT membership_reminders_membership_id_memberships_id_fk FOREIGN KEY (membership_id) REFERENCES public.memberships(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: one_time_tokens one_time_tokens_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.one_time_tokens
    ADD CONSTRAINT one_time_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: payments payments_donation_id_donations_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_donation_id_donations_id_fk FOREIGN KEY (donation_id) REFERENCES public.donations(id) ON DELETE SET NULL;


--
-- Name: payments payments_membership_id_memberships_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_membership_id_memberships_id_fk FOREIGN KEY (membership_id) REFERENCES public.memberships(id) ON DELETE SET NULL;


--
-- Name: payments payments_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: refresh_tokens refresh_tokens_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: registrations registrations_event_id_events_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;


--
-- Name: registrations registrations_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registrations
    ADD CONSTRAINT registrations_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: tax_receipts tax_receipts_donation_id_donations_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_donation_id_donations_id_fk FOREIGN KEY (donation_id) REFERENCES public.donations(id) ON DELETE SET NULL;


--
-- Name: tax_receipts tax_receipts_replaced_by_id_tax_receipts_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_replaced_by_id_tax_receipts_id_fk FOREIGN KEY (replaced_by_id) REFERENCES public.tax_receipts(id) ON DELETE SET NULL;


--
-- Name: tax_receipts tax_receipts_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_receipts
    ADD CONSTRAINT tax_receipts_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: uploads uploads_uploaded_by_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.uploads
    ADD CONSTRAINT uploads_uploaded_by_users_id_fk FOREIGN KEY (uploaded_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: waiting_list_entries waiting_list_entries_event_id_events_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waiting_list_entries
    ADD CONSTRAINT waiting_list_entries_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;


--
-- Name: waiting_list_entries waiting_list_entries_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waiting_list_entries
    ADD CONSTRAINT waiting_list_entries_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


