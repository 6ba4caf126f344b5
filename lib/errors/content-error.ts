/** A content file that fails its checks: names the file and each problem, and fails the build. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'ContentError';
  }
}
