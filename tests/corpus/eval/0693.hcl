r = "%{if "a" == "hello world"} yes %{else}no%{endif}${ceil(12345678901234567890)}"
