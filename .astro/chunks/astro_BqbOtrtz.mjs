import 'piccolore';
import './astro/server_CmHo_hK6.mjs';
import 'clsx';
