r = compact(["", ""])
