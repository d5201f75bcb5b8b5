/** A multipart/form-data body with one file part, for app.inject. */
export function multipartBody(opts: {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
  extraFields?: Record<string, string>;
}) {
  const boundary = `----kr${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(opts.extraFields ?? {})) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'avatar'}"; filename="${opts.filename}"\r\nContent-Type: ${opts.contentType}\r\n\r\n`,
    ),
    opts.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
