r = !fl ? format("%q %%", element(nested[0], 1), true || fl) : timeadd("2024-01-31T00:00:00Z", "24h10m5s")
