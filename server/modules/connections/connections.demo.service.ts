import type { Db } from '../../db/client';
import { findAccountByEmail } from '../users/users.service';
import { addDemoProfile } from './profiles/profiles.service';
import { addDemoRequest } from './requests/requests.service';

// Sample help profiles and open requests for an empty embedded database (DEMO_SEEDERS), so a newcomer sees a
// living Connections page. The demo members are adults (the 18+ pool) and cannot log in.

const DEMO = [
  {
    email: 'amara@demo.kindripple.local',
    bio: 'Nurse and night owl. Happy to listen, and to help with English or study plans.',
    interests: ['Reading', 'Mindfulness', 'Cooking'],
    languages: ['English', 'French'],
    helpCategories: ['emotional', 'language', 'learning'],
    request: {
      title: 'Practice partner for French conversation',
      description: 'I am learning French for a new job and would love someone patient to chat with a few times a week.',
      category: 'language',
      urgency: 'low',
    },
  },
  {
    email: 'jonas@demo.kindripple.local',
    bio: 'Software developer who likes explaining things slowly. Ask me about code or careers in tech.',
    interests: ['Technology', 'Gaming', 'Nature & outdoors'],
    languages: ['English', 'German'],
    helpCategories: ['tech', 'career', 'mentorship'],
    request: {
      title: 'Feedback on my first CV',
      description:
        'I am changing careers into design and would be grateful for honest feedback on how I describe my experience.',
      category: 'career',
      urgency: 'medium',
    },
  },
  {
    email: 'priya@demo.kindripple.local',
    bio: 'Runner and planner. I can be your accountability buddy for any small daily habit.',
    interests: ['Fitness', 'Writing', 'Volunteering'],
    languages: ['English', 'Hindi'],
    helpCategories: ['accountability', 'health', 'emotional'],
    request: {
      title: 'Someone to check in on my daily walk',
      description:
        'I want to walk thirty minutes every day this month. A short message each evening would keep me going.',
      category: 'accountability',
      urgency: 'low',
    },
  },
] as const;

/** Adds the demo help profiles and requests once (a demo member who has a profile is left as is). */
export async function seedDemoConnections(db: Db): Promise<void> {
  for (const d of DEMO) {
    const member = await findAccountByEmail(db, d.email);
    if (!member) continue;
    const created = await addDemoProfile(db, member.id, {
      canHelp: true,
      needsHelp: true,
      interests: [...d.interests],
      languages: [...d.languages],
      helpCategories: [...d.helpCategories],
      bio: d.bio,
      preferredCommunication: ['chat'],
      availableHours: 'flexible',
      isActive: true,
      mailWhenAway: false,
      dateOfBirth: '1990-01-01',
    });
    if (created) await addDemoRequest(db, { requesterId: member.id, ...d.request });
  }
}
