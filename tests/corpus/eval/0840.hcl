r = 1 < nul ? obj.tags.env != words[2] : (nmap.x)
