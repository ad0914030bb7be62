a = "%{else}"
