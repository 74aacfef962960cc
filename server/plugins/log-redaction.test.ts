import { Writable } from "node:stream";

import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { redactPersonalData } from "./log-redaction";
import { logSerializers } from "./log-serializers";

describe("redactPersonalData", () => {
  it.each([
    ['{"msg":"e-mail to priya.sharma@example.in queued"}', '{"msg":"e-mail to [email] queued"}'],
    ['{"to":{"address":"Rahul+jobs@mail.co.in","name":"Rahul"}}', '{"to":{"address":"[email]","name":"Rahul"}}'],
    ['{"url":"/api/job-alerts?email=a.b%40example.com&x=1"}', '{"url":"/api/job-alerts?email=[email]&x=1"}'],
    ['{"err":"550 <o\'brien@example.org>: no such user"}', '{"err":"550 <[email]>: no such user"}'],
    ['{"phone":"+91 98765 43210"}', '{"phone":"[phone]"}'],
    ['{"phone":"+91-98765-43210"}', '{"phone":"[phone]"}'],
    ['{"phone":"9876543210"}', '{"phone":"[phone]"}'],
    ['{"phone":"(011) 2345 6789"}', '{"phone":"[phone]"}'],
    ['{"msg":"call me on 098100 12345 after 5"}', '{"msg":"call me on [phone] after 5"}'],
    ['{"nested":{"deeper":["x", "+44 20 7946 0958"]}}', '{"nested":{"deeper":["x", "[phone]"]}}'],
  ])("redacts %s", (line, redacted) => {
    expect(redactPersonalData(line)).toBe(redacted);
  });

  it.each([
    ['{"level":30,"time":1763848468123,"pid":41234,"hostname":"web-1","reqId":"req-1k"}'],
    ['{"bookingId":"12345678-9012-4345-8901-234567890123","applicationId":"0a7e1234-5678-4abc-9def-1234567890ab"}'],
    ['{"at":"2026-11-23T04:30:00.000Z","date":"2026-11-23","when":"2026-11-23 10:30:00"}'],
    ['{"url":"/demo/slots/2026-11-23","range":"2026-11-23 to 2026-11-30"}'],
    ['{"reference":"DEMO-7K3QX2","responseTime":12.345678,"seconds":1763848468}'],
    ['{"msg":"listening on http://127.0.0.1:3000 and [::1]:9464","bytes":10485760}'],
    ['{"remoteAddress":"203.0.113.7","ipv6":"2001:db8::1234:5678"}'],
  ])("keeps %s", (line) => {
    expect(redactPersonalData(line)).toBe(line);
  });
});

describe("the server's log lines", () => {
  it("carry no e-mail address or phone number, in the message or any field", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({
      logger: { level: "info", stream, serializers: logSerializers, hooks: { streamWrite: redactPersonalData } },
    });
    app.get("/api/job-alerts/confirm", async (request) => {
      request.log.warn({ subscriber: { email: "meera@example.in", phone: "+91 98100 12345" } }, "for meera@example.in");
      return { ok: true };
    });
    await app.inject({ method: "GET", url: "/api/job-alerts/confirm?email=meera%40example.in" });
    await app.close();
    const all = lines.join("");
    expect(all).toContain('"url":"/api/job-alerts/confirm?email=[email]"');
    expect(all).toContain('"subscriber":{"email":"[email]","phone":"[phone]"},"msg":"for [email]"');
    expect(all).not.toMatch(/meera|98100/);
  });
});
