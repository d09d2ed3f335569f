import { answerProblems, expectConforms, NonConformingAnswer } from '../src/testing/index.js';

const json = 'application/json; charset=utf-8';
const envelope = (data: unknown) => ({ success: true, error: false, message: '', data });

describe('answers held to the OpenAPI document', () => {
  it('passes an answer the operation documents, its status, type and body', () => {
    expect(answerProblems('GET', 'http://127.0.0.1:1/api/category/get', { status: 200, contentType: json, headers: {}, body: envelope([]) })).toEqual([]);
  });

  it('names a body that does not match, an undocumented status and an /api path that is no operation', () => {
    const wrongBody = answerProblems('GET', 'http://127.0.0.1:1/api/category/get', { status: 200, contentType: json, headers: {}, body: envelope({}) });
    expect(wrongBody).toEqual([expect.stringContaining('body does not match the 200 schema')]);
    const wrongStatus = answerProblems('GET', 'http://127.0.0.1:1/api/category/get', { status: 418, contentType: json, headers: {}, body: envelope([]) });
    expect(wrongStatus).toEqual([expect.stringContaining('status 418 is not documented')]);
    expect(answerProblems('POST', 'http://127.0.0.1:1/api/category/nope', { status: 404, contentType: json, headers: {}, body: {} })).toEqual([
      'POST /api/category/nope is not an operation of contracts/openapi',
    ]);
    expect(() => expectConforms('GET', 'http://127.0.0.1:1/api/category/get', { status: 418, contentType: json, headers: {}, body: null })).toThrow(
      NonConformingAnswer,
    );
  });

  it('leaves paths outside /api and CORS preflights alone, and reads a trailing slash as the operation', () => {
    expect(answerProblems('OPTIONS', 'http://127.0.0.1:1/api/user/login', { status: 204, contentType: null, headers: {}, body: '' })).toEqual([]);
    expect(answerProblems('GET', 'http://127.0.0.1:1/healthz', { status: 200, contentType: json, headers: {}, body: 'anything' })).toEqual([]);
    expect(answerProblems('GET', 'http://127.0.0.1:1/api/category/get/', { status: 200, contentType: json, headers: {}, body: envelope([]) })).toEqual([]);
  });
});
