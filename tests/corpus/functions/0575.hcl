r = parseint("👍🏽é", big)
