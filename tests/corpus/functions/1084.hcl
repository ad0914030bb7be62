r = upper("àéî")
