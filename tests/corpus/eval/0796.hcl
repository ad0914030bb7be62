r = max(99.99, tiny, nmap.x) * neg - 007
