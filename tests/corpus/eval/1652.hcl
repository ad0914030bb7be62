r = fl ? words : values(nmap)
