r = trimprefix("👍🏽é", "1e3")
