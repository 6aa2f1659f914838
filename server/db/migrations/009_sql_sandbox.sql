-- The sandbox of the deal SQL configurations (query-supportinfo): a database role that can read only
-- the views below, each showing the rows of one institution, the one the server binds in the
-- transaction-local setting yb.fixmedins_code before it switches to the role (SET LOCAL ROLE).
--
-- The role is cluster-wide while the views live in this schema: several schemas (the API tests, or
-- several deployments) share it, so its creation tolerates a concurrent or earlier one, and each view
-- also requires the search_path the server pins (this schema first) so that the role cannot read the
-- views of another schema. Where the application's user may not create roles, a DBA creates
-- `yb_sandbox` (NOLOGIN) beforehand and grants it to that user; this migration then only checks.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'yb_sandbox') then
    begin
      create role yb_sandbox nologin nosuperuser nocreatedb nocreaterole noinherit noreplication;
    exception when duplicate_object or unique_violation then
      null; -- created at the same moment by another migration of the cluster
    end;
  end if;
  if not pg_has_role(current_user, 'yb_sandbox', 'USAGE') then
    begin
      execute format('grant yb_sandbox to %I', current_user);
    exception when duplicate_object or unique_violation then
      null;
    end;
  end if;
end
$$;

-- The views: each also requires the schema it lives in to be the current one (written in at creation).
do $$
begin
  -- The insured persons the institution knows: those with a visit or a settlement there.
  execute replace($v$
create view support_persons with (security_barrier) as
  select p.psn_no, p.psn_name, p.psn_cert_type, p.certno, p.card_no, p.gend, p.naty, p.brdy, p.insutype,
         p.psn_type, p.psn_insu_stas, p.psn_insu_date, p.cvlserv_flag, p.insuplc_admdvs, p.emp_name, p.balc
    from insured_persons p
   where current_schema() = @schema@
     and (exists (select 1 from center_visits v
                   where v.psn_no = p.psn_no and v.fixmedins_code = current_setting('yb.fixmedins_code', true))
       or exists (select 1 from org_settlements s
                   where s.psn_no = p.psn_no and s.fixmedins_code = current_setting('yb.fixmedins_code', true)))
  $v$, '@schema@', quote_literal(current_schema()));

  -- The institution's visits (outpatient O, inpatient I, pharmacy P; status 1 open, 2 finished, 0 cancelled).
  execute replace($v$
create view support_visits with (security_barrier) as
  select v.mdtrt_id, v.fixmedins_code, v.psn_no, v.insutype, v.med_type, v.kind, v.ipt_otp_no, v.begntime,
         v.endtime, v.status, v.info, v.diseinfo
    from center_visits v
   where current_schema() = @schema@ and v.fixmedins_code = current_setting('yb.fixmedins_code', true)
  $v$, '@schema@', quote_literal(current_schema()));

  -- The fee details uploaded by the institution.
  execute replace($v$
create view support_fees with (security_barrier) as
  select f.mdtrt_id, f.feedetl_sn, f.fixmedins_code, f.psn_no, f.chrg_bchno, f.med_list_codg,
         f.medins_list_codg, f.det_item_fee_sumamt, f.cnt, f.pric, f.fee_ocur_time, f.chrgitm_lv,
         f.med_chrgitm_type, f.fulamt_ownpay_amt, f.preselfpay_amt, f.inscp_scp_amt, f.setl_id, f.data
    from center_fee_details f
   where current_schema() = @schema@ and f.fixmedins_code = current_setting('yb.fixmedins_code', true)
  $v$, '@schema@', quote_literal(current_schema()));

  -- The institution's own record of its settlements.
  execute replace($v$
create view support_settlements with (security_barrier) as
  select s.setl_id, s.fixmedins_code, s.mdtrt_id, s.psn_no, s.psn_name, s.insutype, s.med_type, s.clr_type,
         s.setl_optins, s.medfee_sumamt, s.fund_pay_sumamt, s.acct_pay, s.psn_cash_pay, s.refd_setl_flag,
         s.infno, s.setl_time, s.reversed
    from org_settlements s
   where current_schema() = @schema@ and s.fixmedins_code = current_setting('yb.fixmedins_code', true)
  $v$, '@schema@', quote_literal(current_schema()));

  execute format('grant usage on schema %I to yb_sandbox', current_schema());
  grant select on support_persons, support_visits, support_fees, support_settlements to yb_sandbox;
end
$$;

-- The demo configuration of 1101 as seeded before the sandbox read insured_persons: now its view.
update deal_sql_configs
   set sql = 'select ''02'' as mdtrt_cert_type, certno as mdtrt_cert_no, psn_cert_type, certno, psn_name from support_persons where psn_name = $1'
 where deal_code = '1101' and node_name = 'data'
   and sql = 'select ''02'' as mdtrt_cert_type, certno as mdtrt_cert_no, psn_cert_type, certno, psn_name from insured_persons where psn_name = $1';
