r = 1 < nul ? chunklist([obj.ports[1], 100 * 1, try(max(), tiny)], 1) : null
