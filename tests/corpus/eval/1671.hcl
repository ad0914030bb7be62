r = fl ? t ? obj : nums : tiny
