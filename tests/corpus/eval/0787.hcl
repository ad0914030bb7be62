r = tiny / 7
