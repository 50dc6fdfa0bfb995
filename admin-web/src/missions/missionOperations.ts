import { graphql } from '../__generated__';

/** The saved setting (null when no mission ground is forced). */
export const MISSION_SETTING = graphql(`
  query AdminMissionSetting($key: String!, $release: Int) {
    settingByKey(key: $key, release: $release) {
      id
      key
      value
    }
  }
`);

export const MISSION_REGIONS = graphql(`
  query AdminMissionRegions($release: Int) {
    regions(release: $release) {
      id
      name
      sequence
    }
  }
`);

export const MISSION_GROUNDS = graphql(`
  query AdminMissionGrounds($release: Int) {
    huntingGrounds(release: $release) {
      id
      name
      regionId
    }
  }
`);

export const SAVE_MISSION_SETTING = graphql(`
  mutation AdminSaveMissionSetting($key: String!, $value: String!, $release: Int) {
    saveSetting(key: $key, value: $value, release: $release) {
      id
      key
      value
    }
  }
`);

export const DELETE_MISSION_SETTING = graphql(`
  mutation AdminDeleteMissionSetting($id: Int!, $release: Int) {
    deleteSetting(id: $id, release: $release) {
      success
      message
    }
  }
`);
