# hello, I'm here
