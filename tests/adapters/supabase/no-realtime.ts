// supabase-js builds its realtime client eagerly and wants a WebSocket class, which Node 20 lacks. The
// adapters open no channel, so in tests a class that refuses to connect is enough.
(globalThis as { WebSocket?: unknown }).WebSocket ??= class {
  constructor() {
    throw new Error('realtime is not used by the adapters');
  }
};

export {};
