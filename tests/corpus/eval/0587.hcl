r = -1.5 * 10 / n - obj.ports[1] / 2
