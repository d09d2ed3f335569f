import { topics, userUpdatedV1 } from '@minutemart/contracts';
import { userModel } from '../src/data/user-model.js';
import {
  GIF_HEAD,
  JPEG_HEAD,
  PASSWORD,
  PNG_1PX,
  http,
  newEmail,
  signUp,
  startFakeMedia,
  startUserService,
  uploadFile,
  waitFor,
  watchTopic,
  type UserServiceUnderTest,
} from './harness.js';

let svc: UserServiceUnderTest;
let media: Awaited<ReturnType<typeof startFakeMedia>>;
let watcher: Awaited<ReturnType<typeof watchTopic>>;
let api: string;

beforeAll(async () => {
  media = await startFakeMedia();
  watcher = await watchTopic(topics.user.name);
  svc = await startUserService({ MEDIA_SERVICE_URL: media.url, AVATAR_MAX_MB: '1' });
  api = `${svc.url}/api/user`;
});
afterAll(async () => {
  await svc?.stop();
  await watcher?.stop();
  await media?.stop();
});
afterEach(() => media.respond(undefined));

const updateUser = (headers: Record<string, string>, body: unknown) => http(`${api}/update-user`, { method: 'PUT', headers, body });
const avatar = (headers: Record<string, string>, file: { bytes: Buffer; fileName: string; type: string; field?: string }) =>
  uploadFile(`${api}/upload-avatar`, { ...file, headers });

const SECRET_FIELDS = [
  'password',
  'refresh_token',
  'otp_hash',
  'otp_expires_at',
  'otp_attempts',
  'reset_allowed_until',
  'failed_logins',
  'locked_until',
  'profile_rev',
  '_outbox',
];

describe('update-user', () => {
  it('needs a signed-in user', async () => {
    const res = await updateUser({}, { name: 'A', email: newEmail(), mobile: '9876543210' });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('updates name, normalised email and a numeric mobile, answering the public user', async () => {
    const user = await signUp(svc.url);
    const email = newEmail('renamed');
    const res = await updateUser(user.auth, { name: '  Asha Rao ', email: ` ${email.toUpperCase()} `, mobile: 9876543210 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Updated successfully' });
    expect(res.body.data).toMatchObject({ _id: user.id, name: 'Asha Rao', email, mobile: '9876543210', role: 'USER' });
    for (const f of SECRET_FIELDS) expect(res.body.data).not.toHaveProperty(f);

    const details = await http(`${api}/user-details`, { headers: user.auth });
    expect(details.body.data).toMatchObject({ name: 'Asha Rao', email, mobile: '9876543210', verify_email: false });
    expect((await http(`${api}/login`, { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('names each missing field', async () => {
    const user = await signUp(svc.url);
    const full = { name: 'Asha', email: user.email, mobile: '9876543210' };
    for (const [field, message] of [
      ['name', 'Provide name'],
      ['email', 'Provide email'],
      ['mobile', 'Provide mobile'],
    ] as const) {
      const { [field]: _gone, ...rest } = full;
      const res = await updateUser(user.auth, rest);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await updateUser(user.auth, { ...full, mobile: '' })).body.message).toBe('Provide mobile');
    expect((await updateUser(user.auth, { ...full, email: 'nope' })).body.message).toBe('Provide a valid email');
  });

  it('answers 409 when the email belongs to someone else, whatever its case', async () => {
    const a = await signUp(svc.url);
    const b = await signUp(svc.url);
    const res = await updateUser(b.auth, { name: 'B', email: a.email.toUpperCase(), mobile: '12345' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This email is already in use');
    // Keeping one's own email is not a conflict.
    expect((await updateUser(a.auth, { name: 'A', email: a.email, mobile: '12345' })).status).toBe(200);
  });

  it('ignores role, status, password and other fields in the body', async () => {
    const user = await signUp(svc.url);
    const res = await updateUser(user.auth, {
      name: 'Mallory',
      email: user.email,
      mobile: '12345',
      role: 'ADMIN',
      status: 'Suspended',
      password: 'Hacked1234',
      verify_email: true,
      _id: '000000000000000000000000',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: user.id, role: 'USER', status: 'Active', verify_email: false });
    const stored = await userModel(svc.runtime.db).findById(user.id).lean();
    expect(stored).toMatchObject({ role: 'USER', status: 'Active' });
    expect((await http(`${api}/login`, { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });

  it('rejects operator payloads', async () => {
    const user = await signUp(svc.url);
    for (const body of [
      { name: 'A', email: { $gt: '' }, mobile: '1234' },
      { name: { $ne: null }, email: user.email, mobile: '1234' },
      { name: 'A', email: user.email, mobile: { $gt: 0 } },
    ]) {
      const res = await updateUser(user.auth, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('grants nothing for forged identity headers', async () => {
    const victim = await signUp(svc.url);
    const attacker = await signUp(svc.url);
    const forged = { 'x-user-id': victim.id, 'x-mm-user-id': victim.id, 'x-auth-user': victim.id, 'x-role': 'ADMIN' };
    expect((await updateUser(forged, { name: 'Pwned', email: victim.email, mobile: '1234' })).status).toBe(401);
    expect((await http(`${api}/user-details`, { headers: forged })).status).toBe(401);

    const own = await updateUser({ ...attacker.auth, ...forged }, { name: 'Still me', email: attacker.email, mobile: '1234' });
    expect(own.status).toBe(200);
    expect(own.body.data._id).toBe(attacker.id);
    const victimNow = await http(`${api}/user-details`, { headers: victim.auth });
    expect(victimNow.body.data.name).toBe('Asha');
  });

  it('publishes user.updated to Kafka with the state written', async () => {
    const user = await signUp(svc.url);
    const res = await updateUser(user.auth, { name: 'Kafka Kumar', email: user.email, mobile: '+91 98765 43210' });
    expect(res.status).toBe(200);
    const event = await waitFor(() => watcher.events.find((e) => e.type === 'user.updated' && e.aggregateId === user.id && e.data['name'] === 'Kafka Kumar'), {
      timeoutMs: 30_000,
      what: 'user.updated on Kafka',
    });
    expect(event.version).toBe(1);
    const data = userUpdatedV1.data.parse(event.data);
    expect(data).toMatchObject({ userId: user.id, email: user.email, mobile: '+91 98765 43210', role: 'USER', status: 'Active', avatar: '' });
  });
});

describe('upload-avatar', () => {
  it('checks the image, forwards it to media as `image` with the caller token and stores the URL', async () => {
    const user = await signUp(svc.url);
    const res = await avatar(user.auth, { bytes: PNG_1PX, fileName: 'me.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'upload profile', data: { _id: user.id } });
    expect(res.body.data.avatar).toMatch(/^http:\/\/media\.local\/media\/avatars\/.+\.png$/);

    const call = media.calls[media.calls.length - 1]!;
    expect(call).toMatchObject({ field: 'image', type: 'image/png', fileName: 'avatar.png', authorization: `Bearer ${user.token}` });
    expect(call.bytes.equals(PNG_1PX)).toBe(true);

    const details = await http(`${api}/user-details`, { headers: user.auth });
    expect(details.body.data.avatar).toBe(res.body.data.avatar);
    await waitFor(() => watcher.events.find((e) => e.type === 'user.updated' && e.aggregateId === user.id && e.data['avatar'] === res.body.data.avatar), {
      timeoutMs: 30_000,
      what: 'user.updated with the avatar',
    });
  });

  it('works for a cookie-only client: the cookie token is forwarded as a Bearer token', async () => {
    const user = await signUp(svc.url);
    const res = await avatar({ cookie: `accessToken=${user.token}` }, { bytes: JPEG_HEAD, fileName: 'photo', type: 'application/octet-stream' });
    expect(res.status).toBe(200);
    const call = media.calls[media.calls.length - 1]!;
    expect(call).toMatchObject({ type: 'image/jpeg', fileName: 'avatar.jpg', authorization: `Bearer ${user.token}` });
  });

  it('judges by content: a text file named .png is refused, a GIF named .txt is accepted', async () => {
    const user = await signUp(svc.url);
    const before = media.calls.length;
    const fake = await avatar(user.auth, { bytes: Buffer.from('just some text, not an image\n'), fileName: 'evil.png', type: 'image/png' });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded');
    const svg = await avatar(user.auth, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      fileName: 'a.svg',
      type: 'image/svg+xml',
    });
    expect(svg.status).toBe(415);
    expect(media.calls.length).toBe(before);
    const gif = await avatar(user.auth, { bytes: GIF_HEAD, fileName: 'notes.txt', type: 'text/plain' });
    expect(gif.status).toBe(200);
    expect(media.calls[media.calls.length - 1]!.type).toBe('image/gif');
  });

  it('answers 413 in the envelope for an oversized image', async () => {
    const user = await signUp(svc.url);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024 + 10, 0)]);
    const res = await avatar(user.auth, { bytes: big, fileName: 'big.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: true, message: 'Image must be at most 1 MB' });
  });

  it('refuses a missing file, a wrong field and anonymous callers', async () => {
    const user = await signUp(svc.url);
    const none = await http(`${api}/upload-avatar`, { method: 'PUT', headers: user.auth, body: { avatar: 'x' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose an image to upload');
    const wrongField = await avatar(user.auth, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png', field: 'image' });
    expect(wrongField.status).toBe(400);
    const anonymous = await avatar({}, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png' });
    expect(anonymous.status).toBe(401);
    const forged = await avatar({ 'x-user-id': user.id }, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png' });
    expect(forged.status).toBe(401);
  });

  it("passes media's verdict on an image through and hides its failures", async () => {
    const user = await signUp(svc.url);
    media.respond({ status: 415, body: { success: false, error: true, message: 'Unsupported image', data: null } });
    const refused = await avatar(user.auth, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png' });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe('Unsupported image');

    media.respond({ status: 500, body: { success: false, error: true, message: 'bucket exploded at s3://internal', data: null } });
    const broken = await avatar(user.auth, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png' });
    expect(broken.status).toBe(503);
    expect(broken.body.message).toBe('Image upload is temporarily unavailable. Please try again.');

    media.respond({ status: 200, body: { success: true, data: { url: 'javascript:alert(1)' } } });
    expect((await avatar(user.auth, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png' })).status).toBe(503);
    const details = await http(`${api}/user-details`, { headers: user.auth });
    expect(details.body.data.avatar).toBe('');
  });

  it('answers 503 when media is unreachable', async () => {
    const down = await startUserService({ MEDIA_SERVICE_URL: 'http://127.0.0.1:9', MEDIA_TIMEOUT_MS: '2000' });
    try {
      const user = await signUp(down.url);
      const res = await uploadFile(`${down.url}/api/user/upload-avatar`, { bytes: PNG_1PX, fileName: 'a.png', type: 'image/png', headers: user.auth });
      expect(res.status).toBe(503);
    } finally {
      await down.stop();
    }
  });
});
