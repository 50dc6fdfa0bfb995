import { Menu } from 'ra-ui-materialui';
import { NAVIGATION } from './navigation';

/** One link per screen, in the spec's order, labelled for people (the route stays the spec's). */
export function AdminMenu() {
  return (
    <Menu>
      {NAVIGATION.map(({ path, label }) => (
        <Menu.Item key={path} to={`/${path}`} primaryText={label} />
      ))}
    </Menu>
  );
}
