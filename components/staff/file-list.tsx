import { routeUrl } from '@/lib/api/staff-client';

/** Files staff download with their session (`admin/files/{id}/download`), each with what is known of it. */
export function FileList<File extends { id: string; originalName: string }>({ files, describe }: { files: readonly File[]; describe: (file: File) => string }) {
  return (
    <ul>
      {files.map((file) => (
        <li key={file.id}>
          <a href={routeUrl('downloadFile', { id: file.id })} download>
            {file.originalName}
          </a>{' '}
          ({describe(file)})
        </li>
      ))}
    </ul>
  );
}
