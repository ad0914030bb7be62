r = obj.enabled || false ? fl : !fl ? 99.99 * -1 >= 10 : slice(reverse(["x", "y"]), 1, 2)
