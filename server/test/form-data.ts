import sharp from 'sharp';

/** A multipart/form-data body with text fields and at most one file, for app.inject (`payload`, `headers`). */
export function formData(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; data: Buffer },
) {
  const boundary = `----krform${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real picture of the given kind (with EXIF data in a JPEG, to prove it is stripped). */
export async function testImage(kind: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', size = 64): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: size, channels: 3, background: '#DC143C' } });
  if (kind === 'jpeg')
    return base
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
  if (kind === 'gif') return base.gif().toBuffer();
  if (kind === 'webp') return base.webp().toBuffer();
  return base.png().toBuffer();
}
