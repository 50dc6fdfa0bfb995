import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import { useStore } from 'ra-core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { serverMessage } from '../api/errors';
import { LoadState } from '../ui/AdminPage';
import { ANALYTICS_RECORDS } from './analyticsOperations';
import { RECORD_LIMIT, analyticsEntries } from './analyticsRecord';
import {
  CHART_RANGES,
  chartData,
  countAxis,
  entriesWithin,
  shortDay,
  type ChartData,
  type ChartRange,
} from './chartData';

const CHART_HEIGHT = 260;
/** Marks on every point only while there are few enough to tell apart. */
const MARKS_UP_TO = 31;
const TIER_COLORS = { silver: '#9e9e9e', gold: '#c9a227', platinum: '#6f8fb0' };

/** One chart with its caption, named by it for assistive technology (and the browser tests). */
function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The days axis: short days on the ticks, the whole date in the tooltip. */
function daysAxis(data: ChartData, scaleType: 'point' | 'band') {
  return [
    {
      scaleType,
      data: data.days,
      valueFormatter: (day: string, context: { location: string }) =>
        context.location === 'tick' ? shortDay(day) : day,
    },
  ];
}

function DailyLines({ data, lines }: { data: ChartData; lines: (LineSeries & { data: number[] })[] }) {
  const showMark = data.days.length <= MARKS_UP_TO;
  return (
    <LineChart
      height={CHART_HEIGHT}
      // The last day sits on the right edge: room for its tick label.
      margin={{ right: 24 }}
      xAxis={daysAxis(data, 'point')}
      yAxis={[countAxis(lines.map((line) => line.data))]}
      series={lines.map((line) => ({ showMark, ...line }))}
    />
  );
}

function Charts({ data }: { data: ChartData }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
      <ChartFigure title="Users">
        <DailyLines data={data} lines={[{ data: data.users, label: 'Registered users' }]} />
      </ChartFigure>
      <ChartFigure title="Active users">
        <DailyLines
          data={data}
          lines={[
            { data: data.activeDaily, label: 'On the day' },
            { data: data.activeWeek, label: 'Last 7 days' },
            { data: data.activeMonth, label: 'Last 30 days' },
          ]}
        />
      </ChartFigure>
      <ChartFigure title="Subscriptions by tier">
        <DailyLines
          data={data}
          lines={[
            { data: data.silver, label: 'Silver', color: TIER_COLORS.silver, stack: 'tier', area: true },
            { data: data.gold, label: 'Gold', color: TIER_COLORS.gold, stack: 'tier', area: true },
            {
              data: data.platinum,
              label: 'Platinum',
              color: TIER_COLORS.platinum,
              stack: 'tier',
              area: true,
            },
          ]}
        />
      </ChartFigure>
      <ChartFigure title="Purchases by package">
        {data.purchases.length > 0 ? (
          <BarChart
            height={CHART_HEIGHT}
            xAxis={daysAxis(data, 'band')}
            yAxis={[countAxis(data.purchases.map((line) => line.data))]}
            series={data.purchases.map((line) => ({ data: line.data, label: line.label, stack: 'packages' }))}
          />
        ) : (
          <Typography color="text.secondary">No purchases in this range</Typography>
        )}
      </ChartFigure>
    </Box>
  );
}

/**
 * The daily records over time (beyond spec 002: admins would rather look than read), for a range of
 * days ending today. Loaded lazily with the charts library; the range choice outlives the route.
 */
export default function AnalyticsCharts() {
  const [range, setRange] = useStore<ChartRange>('analytics.chartRange', CHART_RANGES[0]);
  const { data: answer, error } = useQuery(ANALYTICS_RECORDS, { variables: { limit: RECORD_LIMIT } });
  // The range ends today as of opening the screen (a screen left open over midnight keeps its days).
  const [openedAt] = useState(() => Date.now());
  const data = useMemo(
    () => (answer ? chartData(entriesWithin(analyticsEntries(answer), range, openedAt)) : null),
    [answer, range, openedAt],
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            Over time
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Date range"
            value={range}
            onChange={(_event, chosen: ChartRange | null) => chosen && setRange(chosen)}
          >
            {CHART_RANGES.map((days) => (
              <ToggleButton key={days} value={days}>
                Last {days} days
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {!data ? (
          <LoadState
            failed={Boolean(error)}
            failure={`Failed to load the analytics records${error ? `: ${serverMessage(error)}` : ''}`}
          />
        ) : data.days.length === 0 ? (
          <Typography color="text.secondary">No records in this range</Typography>
        ) : (
          <Charts data={data} />
        )}
      </CardContent>
    </Card>
  );
}
