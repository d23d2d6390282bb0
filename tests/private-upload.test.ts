/**
 * The shared upload receiver (server/media/private-upload.ts): a file over the limit is refused with
 * the caller's Korean message, a good one reaches the route, and the gate's slot is given back once
 * the answer is sent, so the uploads after it are not kept waiting.
 */
import { describe, expect, it } from 'vitest';
import express from 'express';
import multer from 'multer';
import request from 'supertest';
import { Gate } from '../server/media/process';
import { HttpError } from '../server/http/errors';
import { receiveUnderGate } from '../server/media/private-upload';

function uploadApp(gate: Gate) {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10, files: 1 } }).single('file');
  const app = express();
  app.post('/up', receiveUnderGate(gate, parse, (code) => new HttpError(code === 'LIMIT_FILE_SIZE' ? 413 : 400, code === 'LIMIT_FILE_SIZE' ? '파일이 너무 큽니다.' : '업로드 요청을 읽을 수 없습니다.')), (req, res) => {
    res.json({ bytes: req.file?.size });
  });
  app.use((err: HttpError, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(err.status).json({ error: err.message }));
  return app;
}

describe('receiving an upload under a gate', () => {
  it('over the limit: 413 with the message given; then a good file is received, one at a time', async () => {
    const gate = new Gate(1);
    const app = uploadApp(gate);
    const big = await request(app).post('/up').attach('file', Buffer.alloc(11), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: '파일이 너무 큽니다.' });
    for (let i = 0; i < 3; i++) {
      const ok = await request(app).post('/up').attach('file', Buffer.alloc(10), 'ok.png');
      expect(ok.body).toEqual({ bytes: 10 });
    }
    expect(gate.peak).toBe(1);
  });

  it('a body that is not multipart at all reaches the route without a file; a broken one is refused in Korean', async () => {
    const app = uploadApp(new Gate(1));
    expect((await request(app).post('/up').send({ a: 1 })).body).toEqual({});
    const broken = await request(app).post('/up').set('Content-Type', 'multipart/form-data; boundary=x').send('--x\r\nbroken');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: '업로드 요청을 읽을 수 없습니다.' });
  });
});
