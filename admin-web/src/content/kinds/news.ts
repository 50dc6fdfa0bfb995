import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminNewsItemFields on NewsItem {
    id
    header
    message
    imageId
    animatedImageId
    timestamp
  }
`);

/** NewsItem entries over the generic content CRUD. */
export const newsItemsResource = contentKind({
  list: [
    graphql(`
      query AdminNewsItemList {
        newsItems {
          ...AdminNewsItemFields
        }
      }
    `),
    (data) => data.newsItems,
  ],
  one: [
    graphql(`
      query AdminNewsItem($id: Int!) {
        newsItem(id: $id) {
          ...AdminNewsItemFields
        }
      }
    `),
    (data) => data.newsItem,
  ],
  create: [
    graphql(`
      mutation AdminCreateNewsItem($input: NewsItemInput!) {
        createNewsItem(input: $input) {
          ...AdminNewsItemFields
        }
      }
    `),
    (data) => data.createNewsItem,
  ],
  update: [
    graphql(`
      mutation AdminUpdateNewsItem($input: NewsItemInput!) {
        updateNewsItem(input: $input) {
          ...AdminNewsItemFields
        }
      }
    `),
    (data) => data.updateNewsItem,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteNewsItem($id: Int!) {
        deleteNewsItem(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteNewsItem,
  ],
  inputFields: ['header', 'message', 'imageId', 'animatedImageId', 'timestamp'],
});
