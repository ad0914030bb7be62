r = can((007) / 2) ? "${007}${"" == "  spaced  " ? strs[0] : zero % 3}" : "plain"
