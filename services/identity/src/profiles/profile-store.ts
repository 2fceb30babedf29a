import type { DataSource } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

export interface SignIn {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  signedInAt: Date;
}

export class ProfileStore {
  private readonly table: string;

  constructor(private readonly dataSource: DataSource) {
    this.table = `${schemaOf(dataSource)}.profiles`;
  }

  /**
   * Keeps the profile as the newest token describes it. Writes only when something changed, and
   * the sign-in time never goes backwards, so a token checked twice (two replicas, a retry) or an
   * older token checked later leaves the row as it was.
   */
  async recordSignIn(signIn: SignIn): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${this.table} AS p (uid, email, display_name, photo_url, last_sign_in_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uid) DO UPDATE SET
         email = EXCLUDED.email, display_name = EXCLUDED.display_name, photo_url = EXCLUDED.photo_url,
         last_sign_in_at = GREATEST(p.last_sign_in_at, EXCLUDED.last_sign_in_at), updated_at = now()
       WHERE (p.email, p.display_name, p.photo_url) IS DISTINCT FROM (EXCLUDED.email, EXCLUDED.display_name, EXCLUDED.photo_url)
          OR p.last_sign_in_at < EXCLUDED.last_sign_in_at`,
      [signIn.uid, signIn.email, signIn.displayName, signIn.photoUrl, signIn.signedInAt],
    );
  }
}
