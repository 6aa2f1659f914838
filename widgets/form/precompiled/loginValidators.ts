// 由 npm run gen:validators 从 schemas/ 生成，请勿手改 (tools/validators/generateValidators.ts)
/* eslint-disable */
// @ts-nocheck
import runtime_ucs2length from 'ajv/dist/runtime/ucs2length';
const schema16 = {
  $id: 'LoginBody',
  type: 'object',
  title: '登录',
  properties: {
    user: {
      type: 'string',
      title: '用户名',
      pattern: '^(1[3-9]\\d{9}|[A-Z][0-9A-Z]{5,29}|9999|admin)$',
      errorMessage: '请输入正确的手机号或者国家机构编码',
    },
    idCard: {
      type: 'string',
      title: '身份证号码',
      pattern: '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$',
      errorMessage: '请输入正确的身份证号码',
    },
    loginType: {
      type: 'string',
      title: '登录方式',
      enum: ['password', 'sms'],
      default: 'password',
      errorMessage: '登录方式须为 password 或 sms',
    },
    password: {
      type: 'string',
      title: '密码',
      minLength: 1,
      maxLength: 1024,
      $comment: 'RSA-OAEP(SHA-256) 加密后的 base64 文本，公钥见 GET /commondeal/api/auth/publicKey',
    },
    smsCode: {
      type: 'string',
      title: '短信验证码',
      pattern: '^\\d{6}$',
      errorMessage: '请输入正确的手机验证码',
    },
    checkCode: { type: 'string', title: '验证码', minLength: 1, maxLength: 8 },
    checkKey: { type: 'string', title: '验证码标识', minLength: 1, maxLength: 64 },
  },
  required: ['user', 'checkCode', 'checkKey'],
  allOf: [
    {
      if: { properties: { user: { type: 'string', pattern: '^T' } }, required: ['user'] },
      then: { required: ['idCard'], errorMessage: { required: { idCard: '请输入正确的身份证号码' } } },
    },
    {
      if: { properties: { loginType: { type: 'string', const: 'sms' } }, required: ['loginType'] },
      then: { required: ['smsCode'], errorMessage: { required: { smsCode: '验证码未填写' } } },
      else: { required: ['password'], errorMessage: { required: { password: '请输入密码' } } },
    },
  ],
  errorMessage: {
    required: { user: '请输入用户名', checkCode: '请输入验证码', checkKey: '验证码已失效，请刷新验证码' },
  },
};
const pattern0 = new RegExp('^T', 'u');
const pattern1 = new RegExp('^(1[3-9]\\d{9}|[A-Z][0-9A-Z]{5,29}|9999|admin)$', 'u');
const pattern2 = new RegExp(
  '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$',
  'u',
);
const pattern3 = new RegExp('^\\d{6}$', 'u');
const obj0 = { required: 'missingProperty', dependencies: 'property', dependentRequired: 'property' };
const func2 = runtime_ucs2length;
function validate14(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="LoginBody" */ let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing0;
    if (data.user === undefined && (missing0 = 'user')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.user !== undefined) {
        let data0 = data.user;
        const _errs4 = errors;
        if (errors === _errs4) {
          if (typeof data0 === 'string') {
            if (!pattern0.test(data0)) {
              const err1 = {};
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = {};
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.idCard === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/allOf/0/then/required',
          keyword: 'required',
          params: { missingProperty: 'idCard' },
          message: "must have required property '" + 'idCard' + "'",
          schema: schema16.allOf[0].then.required,
          parentSchema: schema16.allOf[0].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (errors > 0) {
      const emErrors0 = { required: { idCard: [] } };
      const templates0 = { required: {} };
      let emPropParams0;
      let emParamsErrors0;
      for (const err4 of vErrors) {
        if (
          err4.keyword !== 'errorMessage' &&
          !err4.emUsed &&
          err4.instancePath === instancePath &&
          err4.keyword in emErrors0 &&
          err4.schemaPath.indexOf('#/allOf/0/then') === 0 &&
          /^\/[^\/]*$/.test(err4.schemaPath.slice(14))
        ) {
          emPropParams0 = obj0[err4.keyword];
          emParamsErrors0 = emErrors0[err4.keyword][err4.params[emPropParams0]];
          if (emParamsErrors0) {
            emParamsErrors0.push(err4);
            err4.emUsed = true;
          }
        }
      }
      for (const key0 in emErrors0) {
        for (const keyProp0 in emErrors0[key0]) {
          emParamsErrors0 = emErrors0[key0][keyProp0];
          if (emParamsErrors0.length) {
            const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
            const err5 = {
              instancePath,
              schemaPath: '#/allOf/0/then/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emParamsErrors0 },
              message: tmpl0 ? tmpl0() : schema16.allOf[0].then.errorMessage[key0][keyProp0],
              schema: schema16.allOf[0].then.errorMessage,
              parentSchema: schema16.allOf[0].then,
              data,
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      }
      const emErrs0 = [];
      for (const err6 of vErrors) {
        if (!err6.emUsed) {
          emErrs0.push(err6);
        }
      }
      vErrors = emErrs0;
      errors = emErrs0.length;
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err7 = {
      instancePath,
      schemaPath: '#/allOf/0/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
      schema: schema16.allOf[0].if,
      parentSchema: schema16.allOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  const _errs8 = errors;
  let valid3 = true;
  const _errs9 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing1;
    if (data.loginType === undefined && (missing1 = 'loginType')) {
      const err8 = {};
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    } else {
      if (data.loginType !== undefined) {
        let data1 = data.loginType;
        if (typeof data1 !== 'string') {
          const err9 = {};
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if ('sms' !== data1) {
          const err10 = {};
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs9 === errors;
  errors = _errs8;
  if (vErrors !== null) {
    if (_errs8) {
      vErrors.length = _errs8;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid1) {
    const _errs12 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.smsCode === undefined) {
        const err11 = {
          instancePath,
          schemaPath: '#/allOf/1/then/required',
          keyword: 'required',
          params: { missingProperty: 'smsCode' },
          message: "must have required property '" + 'smsCode' + "'",
          schema: schema16.allOf[1].then.required,
          parentSchema: schema16.allOf[1].then,
          data,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (errors > 0) {
      const emErrors1 = { required: { smsCode: [] } };
      const templates1 = { required: {} };
      let emPropParams1;
      let emParamsErrors1;
      for (const err12 of vErrors) {
        if (
          err12.keyword !== 'errorMessage' &&
          !err12.emUsed &&
          err12.instancePath === instancePath &&
          err12.keyword in emErrors1 &&
          err12.schemaPath.indexOf('#/allOf/1/then') === 0 &&
          /^\/[^\/]*$/.test(err12.schemaPath.slice(14))
        ) {
          emPropParams1 = obj0[err12.keyword];
          emParamsErrors1 = emErrors1[err12.keyword][err12.params[emPropParams1]];
          if (emParamsErrors1) {
            emParamsErrors1.push(err12);
            err12.emUsed = true;
          }
        }
      }
      for (const key1 in emErrors1) {
        for (const keyProp1 in emErrors1[key1]) {
          emParamsErrors1 = emErrors1[key1][keyProp1];
          if (emParamsErrors1.length) {
            const tmpl1 = templates1[key1] && templates1[key1][keyProp1];
            const err13 = {
              instancePath,
              schemaPath: '#/allOf/1/then/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emParamsErrors1 },
              message: tmpl1 ? tmpl1() : schema16.allOf[1].then.errorMessage[key1][keyProp1],
              schema: schema16.allOf[1].then.errorMessage,
              parentSchema: schema16.allOf[1].then,
              data,
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      }
      const emErrs1 = [];
      for (const err14 of vErrors) {
        if (!err14.emUsed) {
          emErrs1.push(err14);
        }
      }
      vErrors = emErrs1;
      errors = emErrs1.length;
    }
    var _valid1 = _errs12 === errors;
    valid3 = _valid1;
    ifClause0 = 'then';
  } else {
    const _errs13 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.password === undefined) {
        const err15 = {
          instancePath,
          schemaPath: '#/allOf/1/else/required',
          keyword: 'required',
          params: { missingProperty: 'password' },
          message: "must have required property '" + 'password' + "'",
          schema: schema16.allOf[1].else.required,
          parentSchema: schema16.allOf[1].else,
          data,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (errors > 0) {
      const emErrors2 = { required: { password: [] } };
      const templates2 = { required: {} };
      let emPropParams2;
      let emParamsErrors2;
      for (const err16 of vErrors) {
        if (
          err16.keyword !== 'errorMessage' &&
          !err16.emUsed &&
          err16.instancePath === instancePath &&
          err16.keyword in emErrors2 &&
          err16.schemaPath.indexOf('#/allOf/1/else') === 0 &&
          /^\/[^\/]*$/.test(err16.schemaPath.slice(14))
        ) {
          emPropParams2 = obj0[err16.keyword];
          emParamsErrors2 = emErrors2[err16.keyword][err16.params[emPropParams2]];
          if (emParamsErrors2) {
            emParamsErrors2.push(err16);
            err16.emUsed = true;
          }
        }
      }
      for (const key2 in emErrors2) {
        for (const keyProp2 in emErrors2[key2]) {
          emParamsErrors2 = emErrors2[key2][keyProp2];
          if (emParamsErrors2.length) {
            const tmpl2 = templates2[key2] && templates2[key2][keyProp2];
            const err17 = {
              instancePath,
              schemaPath: '#/allOf/1/else/errorMessage',
              keyword: 'errorMessage',
              params: { errors: emParamsErrors2 },
              message: tmpl2 ? tmpl2() : schema16.allOf[1].else.errorMessage[key2][keyProp2],
              schema: schema16.allOf[1].else.errorMessage,
              parentSchema: schema16.allOf[1].else,
              data,
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      }
      const emErrs2 = [];
      for (const err18 of vErrors) {
        if (!err18.emUsed) {
          emErrs2.push(err18);
        }
      }
      vErrors = emErrs2;
      errors = emErrs2.length;
    }
    var _valid1 = _errs13 === errors;
    valid3 = _valid1;
    ifClause0 = 'else';
  }
  if (!valid3) {
    const err19 = {
      instancePath,
      schemaPath: '#/allOf/1/if',
      keyword: 'if',
      params: { failingKeyword: ifClause0 },
      message: 'must match "' + ifClause0 + '" schema',
      schema: schema16.allOf[1].if,
      parentSchema: schema16.allOf[1],
      data,
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.user === undefined) {
      const err20 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'user' },
        message: "must have required property '" + 'user' + "'",
        schema: schema16.required,
        parentSchema: schema16,
        data,
      };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    if (data.checkCode === undefined) {
      const err21 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'checkCode' },
        message: "must have required property '" + 'checkCode' + "'",
        schema: schema16.required,
        parentSchema: schema16,
        data,
      };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    if (data.checkKey === undefined) {
      const err22 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'checkKey' },
        message: "must have required property '" + 'checkKey' + "'",
        schema: schema16.required,
        parentSchema: schema16,
        data,
      };
      if (vErrors === null) {
        vErrors = [err22];
      } else {
        vErrors.push(err22);
      }
      errors++;
    }
    if (data.user !== undefined) {
      let data2 = data.user;
      if (typeof data2 === 'string') {
        if (!pattern1.test(data2)) {
          const err23 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/pattern',
            keyword: 'pattern',
            params: { pattern: '^(1[3-9]\\d{9}|[A-Z][0-9A-Z]{5,29}|9999|admin)$' },
            message: 'must match pattern "' + '^(1[3-9]\\d{9}|[A-Z][0-9A-Z]{5,29}|9999|admin)$' + '"',
            schema: '^(1[3-9]\\d{9}|[A-Z][0-9A-Z]{5,29}|9999|admin)$',
            parentSchema: schema16.properties.user,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = {
          instancePath: instancePath + '/user',
          schemaPath: '#/properties/user/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.user.type,
          parentSchema: schema16.properties.user,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs3 = [];
        for (const err25 of vErrors) {
          if (
            err25.keyword !== 'errorMessage' &&
            !err25.emUsed &&
            (err25.instancePath === instancePath + '/user' ||
              (err25.instancePath.indexOf(instancePath + '/user') === 0 &&
                err25.instancePath[instancePath + '/user'.length] === '/')) &&
            err25.schemaPath.indexOf('#/properties/user') === 0 &&
            err25.schemaPath['#/properties/user'.length] === '/'
          ) {
            emErrs3.push(err25);
            err25.emUsed = true;
          }
        }
        if (emErrs3.length) {
          const err26 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs3 },
            message: '请输入正确的手机号或者国家机构编码',
            schema: '请输入正确的手机号或者国家机构编码',
            parentSchema: schema16.properties.user,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        const emErrs4 = [];
        for (const err27 of vErrors) {
          if (!err27.emUsed) {
            emErrs4.push(err27);
          }
        }
        vErrors = emErrs4;
        errors = emErrs4.length;
      }
    }
    if (data.idCard !== undefined) {
      let data3 = data.idCard;
      if (typeof data3 === 'string') {
        if (!pattern2.test(data3)) {
          const err28 = {
            instancePath: instancePath + '/idCard',
            schemaPath: '#/properties/idCard/pattern',
            keyword: 'pattern',
            params: {
              pattern: '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$',
            },
            message:
              'must match pattern "' +
              '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$' +
              '"',
            schema: '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$',
            parentSchema: schema16.properties.idCard,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/idCard',
          schemaPath: '#/properties/idCard/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.idCard.type,
          parentSchema: schema16.properties.idCard,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs5 = [];
        for (const err30 of vErrors) {
          if (
            err30.keyword !== 'errorMessage' &&
            !err30.emUsed &&
            (err30.instancePath === instancePath + '/idCard' ||
              (err30.instancePath.indexOf(instancePath + '/idCard') === 0 &&
                err30.instancePath[instancePath + '/idCard'.length] === '/')) &&
            err30.schemaPath.indexOf('#/properties/idCard') === 0 &&
            err30.schemaPath['#/properties/idCard'.length] === '/'
          ) {
            emErrs5.push(err30);
            err30.emUsed = true;
          }
        }
        if (emErrs5.length) {
          const err31 = {
            instancePath: instancePath + '/idCard',
            schemaPath: '#/properties/idCard/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs5 },
            message: '请输入正确的身份证号码',
            schema: '请输入正确的身份证号码',
            parentSchema: schema16.properties.idCard,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        const emErrs6 = [];
        for (const err32 of vErrors) {
          if (!err32.emUsed) {
            emErrs6.push(err32);
          }
        }
        vErrors = emErrs6;
        errors = emErrs6.length;
      }
    }
    if (data.loginType !== undefined) {
      let data4 = data.loginType;
      if (typeof data4 !== 'string') {
        const err33 = {
          instancePath: instancePath + '/loginType',
          schemaPath: '#/properties/loginType/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.loginType.type,
          parentSchema: schema16.properties.loginType,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (!(data4 === 'password' || data4 === 'sms')) {
        const err34 = {
          instancePath: instancePath + '/loginType',
          schemaPath: '#/properties/loginType/enum',
          keyword: 'enum',
          params: { allowedValues: schema16.properties.loginType.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema16.properties.loginType.enum,
          parentSchema: schema16.properties.loginType,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs7 = [];
        for (const err35 of vErrors) {
          if (
            err35.keyword !== 'errorMessage' &&
            !err35.emUsed &&
            (err35.instancePath === instancePath + '/loginType' ||
              (err35.instancePath.indexOf(instancePath + '/loginType') === 0 &&
                err35.instancePath[instancePath + '/loginType'.length] === '/')) &&
            err35.schemaPath.indexOf('#/properties/loginType') === 0 &&
            err35.schemaPath['#/properties/loginType'.length] === '/'
          ) {
            emErrs7.push(err35);
            err35.emUsed = true;
          }
        }
        if (emErrs7.length) {
          const err36 = {
            instancePath: instancePath + '/loginType',
            schemaPath: '#/properties/loginType/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs7 },
            message: '登录方式须为 password 或 sms',
            schema: '登录方式须为 password 或 sms',
            parentSchema: schema16.properties.loginType,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        const emErrs8 = [];
        for (const err37 of vErrors) {
          if (!err37.emUsed) {
            emErrs8.push(err37);
          }
        }
        vErrors = emErrs8;
        errors = emErrs8.length;
      }
    }
    if (data.password !== undefined) {
      let data5 = data.password;
      if (typeof data5 === 'string') {
        if (func2(data5) > 1024) {
          const err38 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/maxLength',
            keyword: 'maxLength',
            params: { limit: 1024 },
            message: 'must NOT have more than 1024 characters',
            schema: 1024,
            parentSchema: schema16.properties.password,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (func2(data5) < 1) {
          const err39 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema16.properties.password,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/password',
          schemaPath: '#/properties/password/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.password.type,
          parentSchema: schema16.properties.password,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.smsCode !== undefined) {
      let data6 = data.smsCode;
      if (typeof data6 === 'string') {
        if (!pattern3.test(data6)) {
          const err41 = {
            instancePath: instancePath + '/smsCode',
            schemaPath: '#/properties/smsCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^\\d{6}$' },
            message: 'must match pattern "' + '^\\d{6}$' + '"',
            schema: '^\\d{6}$',
            parentSchema: schema16.properties.smsCode,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      } else {
        const err42 = {
          instancePath: instancePath + '/smsCode',
          schemaPath: '#/properties/smsCode/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.smsCode.type,
          parentSchema: schema16.properties.smsCode,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (errors > 0) {
        const emErrs9 = [];
        for (const err43 of vErrors) {
          if (
            err43.keyword !== 'errorMessage' &&
            !err43.emUsed &&
            (err43.instancePath === instancePath + '/smsCode' ||
              (err43.instancePath.indexOf(instancePath + '/smsCode') === 0 &&
                err43.instancePath[instancePath + '/smsCode'.length] === '/')) &&
            err43.schemaPath.indexOf('#/properties/smsCode') === 0 &&
            err43.schemaPath['#/properties/smsCode'.length] === '/'
          ) {
            emErrs9.push(err43);
            err43.emUsed = true;
          }
        }
        if (emErrs9.length) {
          const err44 = {
            instancePath: instancePath + '/smsCode',
            schemaPath: '#/properties/smsCode/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emErrs9 },
            message: '请输入正确的手机验证码',
            schema: '请输入正确的手机验证码',
            parentSchema: schema16.properties.smsCode,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        const emErrs10 = [];
        for (const err45 of vErrors) {
          if (!err45.emUsed) {
            emErrs10.push(err45);
          }
        }
        vErrors = emErrs10;
        errors = emErrs10.length;
      }
    }
    if (data.checkCode !== undefined) {
      let data7 = data.checkCode;
      if (typeof data7 === 'string') {
        if (func2(data7) > 8) {
          const err46 = {
            instancePath: instancePath + '/checkCode',
            schemaPath: '#/properties/checkCode/maxLength',
            keyword: 'maxLength',
            params: { limit: 8 },
            message: 'must NOT have more than 8 characters',
            schema: 8,
            parentSchema: schema16.properties.checkCode,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (func2(data7) < 1) {
          const err47 = {
            instancePath: instancePath + '/checkCode',
            schemaPath: '#/properties/checkCode/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema16.properties.checkCode,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/checkCode',
          schemaPath: '#/properties/checkCode/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.checkCode.type,
          parentSchema: schema16.properties.checkCode,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.checkKey !== undefined) {
      let data8 = data.checkKey;
      if (typeof data8 === 'string') {
        if (func2(data8) > 64) {
          const err49 = {
            instancePath: instancePath + '/checkKey',
            schemaPath: '#/properties/checkKey/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
            schema: 64,
            parentSchema: schema16.properties.checkKey,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (func2(data8) < 1) {
          const err50 = {
            instancePath: instancePath + '/checkKey',
            schemaPath: '#/properties/checkKey/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema16.properties.checkKey,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      } else {
        const err51 = {
          instancePath: instancePath + '/checkKey',
          schemaPath: '#/properties/checkKey/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema16.properties.checkKey.type,
          parentSchema: schema16.properties.checkKey,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
  } else {
    const err52 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema16.type,
      parentSchema: schema16,
      data,
    };
    if (vErrors === null) {
      vErrors = [err52];
    } else {
      vErrors.push(err52);
    }
    errors++;
  }
  if (errors > 0) {
    const emErrors3 = { required: { user: [], checkCode: [], checkKey: [] } };
    const templates3 = { required: {} };
    let emPropParams3;
    let emParamsErrors3;
    for (const err53 of vErrors) {
      if (
        err53.keyword !== 'errorMessage' &&
        !err53.emUsed &&
        err53.instancePath === instancePath &&
        err53.keyword in emErrors3 &&
        err53.schemaPath.indexOf('#') === 0 &&
        /^\/[^\/]*$/.test(err53.schemaPath.slice(1))
      ) {
        emPropParams3 = obj0[err53.keyword];
        emParamsErrors3 = emErrors3[err53.keyword][err53.params[emPropParams3]];
        if (emParamsErrors3) {
          emParamsErrors3.push(err53);
          err53.emUsed = true;
        }
      }
    }
    for (const key3 in emErrors3) {
      for (const keyProp3 in emErrors3[key3]) {
        emParamsErrors3 = emErrors3[key3][keyProp3];
        if (emParamsErrors3.length) {
          const tmpl3 = templates3[key3] && templates3[key3][keyProp3];
          const err54 = {
            instancePath,
            schemaPath: '#/errorMessage',
            keyword: 'errorMessage',
            params: { errors: emParamsErrors3 },
            message: tmpl3 ? tmpl3() : schema16.errorMessage[key3][keyProp3],
            schema: schema16.errorMessage,
            parentSchema: schema16,
            data,
          };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
    }
    const emErrs11 = [];
    for (const err55 of vErrors) {
      if (!err55.emUsed) {
        emErrs11.push(err55);
      }
    }
    vErrors = emErrs11;
    errors = emErrs11.length;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
const schema17 = {
  properties: { user: { type: 'string', pattern: '^T' } },
  required: ['user'],
  $id: '-d088d23',
};
function validate15(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="-d088d23" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.user === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'user' },
        message: "must have required property '" + 'user' + "'",
        schema: schema17.required,
        parentSchema: schema17,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.user !== undefined) {
      let data0 = data.user;
      if (typeof data0 === 'string') {
        if (!pattern0.test(data0)) {
          const err1 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/pattern',
            keyword: 'pattern',
            params: { pattern: '^T' },
            message: 'must match pattern "' + '^T' + '"',
            schema: '^T',
            parentSchema: schema17.properties.user,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/user',
          schemaPath: '#/properties/user/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema17.properties.user.type,
          parentSchema: schema17.properties.user,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  }
  validate15.errors = vErrors;
  return errors === 0;
}
const schema18 = {
  properties: { loginType: { type: 'string', const: 'sms' } },
  required: ['loginType'],
  $id: '-4da7d1dd',
};
function validate16(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="-4da7d1dd" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.loginType === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'loginType' },
        message: "must have required property '" + 'loginType' + "'",
        schema: schema18.required,
        parentSchema: schema18,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.loginType !== undefined) {
      let data0 = data.loginType;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/loginType',
          schemaPath: '#/properties/loginType/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema18.properties.loginType.type,
          parentSchema: schema18.properties.loginType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if ('sms' !== data0) {
        const err2 = {
          instancePath: instancePath + '/loginType',
          schemaPath: '#/properties/loginType/const',
          keyword: 'const',
          params: { allowedValue: 'sms' },
          message: 'must be equal to constant',
          schema: 'sms',
          parentSchema: schema18.properties.loginType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  }
  validate16.errors = vErrors;
  return errors === 0;
}
export default { LoginBody: validate14, '-d088d23': validate15, '-4da7d1dd': validate16 };
