r = title("👍🏽é")
