import { graphql } from '../__generated__';

/** The saved setting (null when no mission ground is forced). */
export const MISSION_SETTING = graphql(`
  query AdminMissionSetting($key: String!) {
    settingByKey(key: $key) {
      id
      key
      value
    }
  }
`);

export const MISSION_REGIONS = graphql(`
  query AdminMissionRegions {
    regions {
      id
      name
      sequence
    }
  }
`);

export const MISSION_GROUNDS = graphql(`
  query AdminMissionGrounds($regionId: Int!) {
    huntingGroundsOfRegion(regionId: $regionId) {
      id
      name
    }
  }
`);

export const SAVE_MISSION_SETTING = graphql(`
  mutation AdminSaveMissionSetting($key: String!, $value: String!) {
    saveSetting(key: $key, value: $value) {
      id
      key
      value
    }
  }
`);

export const DELETE_MISSION_SETTING = graphql(`
  mutation AdminDeleteMissionSetting($id: Int!) {
    deleteSetting(id: $id) {
      success
      message
    }
  }
`);
