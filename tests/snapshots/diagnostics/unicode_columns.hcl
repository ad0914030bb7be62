name = "héllo 🌍 wörld" +
