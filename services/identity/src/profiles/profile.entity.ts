import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A signed-in account as its last ID token described it, keyed by the Firebase uid. */
@Entity({ name: 'profiles' })
export class ProfileRecord {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_profiles' })
  uid!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The token's auth_time: when the person last actually signed in, not when a token was last checked. */
  @Column({ name: 'last_sign_in_at', type: 'timestamptz' })
  lastSignInAt!: Date;
}
