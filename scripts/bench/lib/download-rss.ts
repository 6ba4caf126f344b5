/**
 * The storage scenario of `npm run bench:storage`: the API server's resident memory while staff
 * download one 45 MB file, for each file store. The file is uploaded first through the public
 * quote route; the download is the staff route, read by the client as fast as it arrives.
 */
import { percentile, quoteRequest, rssOf, scannedPdf } from './upload-load';

const MB = 1024 * 1024;

export interface DownloadRss {
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  seconds: number;
  bytes: number;
}

async function download(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || response.body === null) throw new Error(`GET ${url} answered ${response.status}`);
  const reader = response.body.getReader();
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return bytes;
}

/**
 * Uploads one `bytes` scanned PDF, downloads it once (so that the first download's one-off
 * allocations, such as the S3 client's, are in the baseline), lets the heap settle, then samples
 * the server's RSS every 10 ms through a second download. Growth is peak minus the settled median.
 */
export async function rssDuringDownload(base: string, pid: number, token: string, bytes = 45 * MB): Promise<DownloadRss> {
  const request = quoteRequest([{ filename: 'scan.pdf', bytes: scannedPdf(bytes) }]);
  const created = await fetch(`${base}/quotes`, { method: 'POST', headers: { 'content-type': request.contentType }, body: request.body });
  if (created.status !== 201) throw new Error(`POST quotes answered ${created.status}: ${await created.text()}`);
  const listed = (await (await fetch(`${base}/admin/files?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string }[] };
  const id = listed.data[0]?.id;
  if (id === undefined) throw new Error('The uploaded file is not listed');
  const url = `${base}/admin/files/${id}/download`;
  await download(url, token);
  const settled: number[] = [];
  for (let i = 0; i < 40; i++) {
    settled.push(rssOf(pid));
    await new Promise((r) => setTimeout(r, 50));
  }
  const baseline = percentile(settled, 0.5);
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssOf(pid));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const started = performance.now();
  const received = await download(url, token);
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await sampler;
  return { baselineMb: baseline / MB, peakMb: peak / MB, growthMb: (peak - baseline) / MB, seconds, bytes: received };
}
