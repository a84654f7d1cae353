import 'piccolore';
import './astro/server_gj1Lrgak.mjs';
import 'clsx';
