r = min(abs((42)), 0.1, 1e3 >= 1E2 ? 2 % n : 2 * nmap.x, max(try(obj["nope"], n)))
