-- Case upload. One row per inpatient visit whose case (病案首页) an institution uploaded; uploading again keeps
-- the first upload (idempotent).
create table case_uploads (
  fixmedins_code varchar(30) not null,
  mdtrt_id       varchar(30) not null,
  uploaded_by    varchar(50) not null,
  uploaded_at    timestamptz not null default now(),
  primary key (fixmedins_code, mdtrt_id)
);
