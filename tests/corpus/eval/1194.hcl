r = format("%q %%", nmap.x, true) != upper("üñí 👍🏽 日本") ? (-1) == "1e2" + f : contains(true ? values(nmap) : [1, 2, 3], "esc \n \t \" \\ \u00e9 \U0001F600")
