r = 2 * obj.ports[1]
