r = { for k, v in smap : v => k if nul }
