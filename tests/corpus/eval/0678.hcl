r = fl && s > 1 ? -0 : values(nmap)
