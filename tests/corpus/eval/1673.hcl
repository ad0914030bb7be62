r = sethaselement(toset(words), literal_interp) || deep.a.b.c.d[0] > -2.5 ? !fl : fl ? true : abs(1) <= -nums.2
