/** Filled inputs and center answers of the fixture deals (stories, tests), national sample values. */

export const sampleInput2207 = {
  data: {
    psn_no: '13030011303013321217',
    mdtrt_cert_type: '02',
    mdtrt_cert_no: '210102199001011237',
    med_type: '11',
    medfee_sumamt: '268.50',
    psn_setlway: '01',
    mdtrt_id: '300179916',
    chrg_bchno: '20240301001',
    insutype: '310',
    acct_used_flag: '1',
  },
};

export const sampleInput2401 = {
  mdtrtinfo: {
    psn_no: '13030011303013321217',
    insutype: '310',
    begntime: '2024-03-01 08:30:00',
    mdtrt_cert_type: '02',
    mdtrt_cert_no: '210102199001011237',
    med_type: '21',
    ipt_no: 'ZY20240301001',
    atddr_no: 'D210102001',
    chfpdr_name: '李明',
    adm_diag_dscr: '社区获得性肺炎',
    adm_dept_codg: 'A03.01',
    adm_dept_name: '呼吸内科',
    adm_bed: '12',
    dscg_maindiag_code: 'J18.900',
    dscg_maindiag_name: '肺炎',
    main_cond_dscr: '发热伴咳嗽三天，体温38.6℃，胸片示右下肺片状阴影。',
  },
  diseinfo: [
    {
      psn_no: '13030011303013321217',
      diag_type: '1',
      maindiag_flag: '1',
      diag_srt_no: '1',
      diag_code: 'J18.900',
      diag_name: '肺炎',
      diag_dept: '呼吸内科',
      dise_dor_no: 'D210102001',
      dise_dor_name: '李明',
      diag_time: '2024-03-01 09:00:00',
    },
  ],
};

export const sampleInput3201 = {
  data: {
    insutype: '310',
    clr_type: '11',
    setl_optins: '210100',
    stmt_begndate: '2024-03-01',
    stmt_enddate: '2024-03-31',
    medfee_sumamt: '15230.60',
    fund_pay_sumamt: '10260.20',
    acct_pay: '2310.00',
    fixmedins_setl_cnt: '86',
  },
};

export const sampleOutput1101 = {
  baseinfo: {
    psn_no: '13030011303013321217',
    psn_cert_type: '01',
    certno: '210102199001011237',
    psn_name: '王丽',
    gend: '2',
    naty: '01',
    brdy: '1990-01-01',
    age: '34',
  },
  insuinfo: [
    {
      balc: '1523.40',
      insutype: '310',
      psn_type: '11',
      psn_insu_stas: '1',
      insuplc_admdvs: '210100',
      emp_name: '沈阳市示范医院',
    },
  ],
  idetinfo: [],
};

export const sampleOutput2207 = {
  setlinfo: {
    mdtrt_id: '300179916',
    setl_id: '400125241',
    psn_no: '13030011303013321217',
    psn_name: '王丽',
    gend: '2',
    insutype: '310',
    setl_time: '2024-03-01 10:12:45',
    med_type: '11',
    medfee_sumamt: '268.50',
    fund_pay_sumamt: '161.10',
    acct_pay: '80.00',
    psn_cash_pay: '27.40',
    medins_setl_id: 'H21010200001202403011012450001',
    clr_type: '11',
  },
  setldetail: [
    { fund_pay_type: '310100', fund_payamt: '161.10', fund_pay_type_name: '统筹基金' },
    { fund_pay_type: '310200', fund_payamt: '80.00', fund_pay_type_name: '城镇职工基本医疗保险个人账户基金' },
  ],
};

export const sampleOutput3201 = {
  stmtinfo: { setl_optins: '210100', stmt_rslt: '0', stmt_rslt_dscr: '对账平' },
};
