/** The words the shell shows while this remote loads, kept while the session is checked. */
export function AdminLoading() {
  return (
    <p className="container page admin-loading" role="status">
      Loading admin panel...
    </p>
  );
}
